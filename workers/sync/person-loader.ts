import { endpoints, type AlarmDetails } from '../../src/contract/index.ts';
import type { PersonRow, PersonSource } from '../../src/db/rows.ts';
import { personNeedsLoad } from '../../src/domain/person-freshness.ts';
import type { UserContext } from './user-context.ts';

/**
 * The person around an open alarm ("The person"): the linked contact (RES-31) and what the external
 * customer (WIDGET-24) and dynamics (WIDGET-25) services know. Runs after the user's details are stored, since the
 * external services are asked by the user's ExternalId. A failed source keeps what was shown before and is named
 * in `failed`, so its widget can say so without losing the earlier answer. A fresh row is not asked again.
 */
export async function loadPerson(ctx: UserContext, details: AlarmDetails): Promise<void> {
  const alarmId = details.AlarmId;
  const before = await ctx.db.person.get(alarmId);
  const now = ctx.clock.now();
  if (!personNeedsLoad(before, details.UserId ?? null, now)) return;
  const externalId = details.UserId ? (await ctx.db.userDetails.get(details.UserId))?.ExternalId : null;
  const failed: PersonSource[] = [];
  const pick = <T>(source: PersonSource, result: { ok: true; value: T } | { ok: false }, previous: T | null | undefined): T | null => {
    if (result.ok) return result.value;
    failed.push(source);
    return previous ?? null;
  };
  const [linked, customer, dynamics] = await Promise.all([
    details.GlobalAlarmId ? ctx.http.send(endpoints.linkedContact, { query: { globalalarmid: details.GlobalAlarmId } }) : null,
    externalId ? ctx.http.send(endpoints.externalCustomerInfo, { params: { externalId } }) : null,
    externalId ? ctx.http.send(endpoints.externalUserInfo, { params: { externalId }, query: { alarmid: alarmId } }) : null,
  ]);
  const row: PersonRow = {
    AlarmId: alarmId,
    UserId: details.UserId ?? null,
    loadedAt: now,
    linkedContact: linked ? pick('linkedContact', linked, before?.linkedContact) : null,
    customer: customer ? pick('customer', customer, before?.customer) : null,
    dynamics: dynamics ? pick('dynamics', dynamics, before?.dynamics) : null,
    failed,
  };
  await ctx.db.person.put(row);
}
