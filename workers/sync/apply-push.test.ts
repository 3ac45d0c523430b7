import { describe, expect, it, vi } from 'vitest';
import type { InboundPush } from '../../src/contract/index.ts';
import type { ListedAlarm } from '../../src/db/rows.ts';
import { applyPush } from './apply-push.ts';
import type { UserContext } from './user-context.ts';

const row = (AlarmId: number, extra: Partial<ListedAlarm> = {}): ListedAlarm => ({
  AlarmId,
  GlobalAlarmId: `g-${AlarmId}`,
  Active: true,
  ServerAlarmTime: '2026-11-22T08:00:00Z',
  ...extra,
});

/** Only what the update branch uses; the server answers every GET with the row it was asked for. */
function context(stored: ListedAlarm | undefined) {
  const put = vi.fn<(alarms: readonly ListedAlarm[]) => void>();
  const send = vi.fn(async (_endpoint: unknown, request: { params: { alarm_id: number } }) => ({ ok: true, value: row(request.params.alarm_id, { AlarmText: 'loaded' }) }));
  const ctx = {
    writer: { put, current: async () => stored },
    http: { send },
    writesSettled: async () => undefined,
    openAlarmIds: () => new Set<number>(),
  } as unknown as UserContext;
  return { ctx, put, send };
}

const handlers = { endSession: () => undefined, deviceToken: () => null };
const update = (extra: object): InboundPush => ({ type: 'update', pushId: 1, sentAt: '2026-11-22T08:00:01Z', alarmId: 7, globalAlarmId: 'g-7', active: true, ...extra }) as InboundPush;

describe('an update push', () => {
  it('stores the row it carries without asking the server for it', async () => {
    const { ctx, put, send } = context(undefined);
    await applyPush(ctx, update({ alarm: row(7, { AlarmText: 'pushed' }) }), handlers);
    expect(put).toHaveBeenCalledWith([expect.objectContaining({ AlarmId: 7, AlarmText: 'pushed' })]);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a newer row already held when a push of an earlier change arrives late', async () => {
    const { ctx, put } = context(row(7, { LastUpdated: '2026-11-22T08:00:05.000Z', AlarmText: 'newer' }));
    await applyPush(ctx, update({ alarm: row(7, { LastUpdated: '2026-11-22T08:00:04.000Z', AlarmText: 'older' }) }), handlers);
    expect(put).not.toHaveBeenCalled();
    await applyPush(ctx, update({ alarm: row(7, { LastUpdated: '2026-11-22T08:00:06.000Z', AlarmText: 'newest' }) }), handlers);
    expect(put).toHaveBeenCalledWith([expect.objectContaining({ AlarmText: 'newest' })]);
  });

  it('loads the row when the push names the alarm only, or carries a row of another alarm', async () => {
    for (const extra of [{}, { alarm: row(8) }]) {
      const { ctx, put, send } = context(undefined);
      await applyPush(ctx, update(extra), handlers);
      expect(send).toHaveBeenCalledTimes(1);
      expect(put).toHaveBeenCalledWith([expect.objectContaining({ AlarmId: 7, AlarmText: 'loaded' })]);
    }
  });

  it("skips its own write's echo, row or not", async () => {
    const { ctx, put, send } = context(row(7, { LastUpdated: '2026-11-22T08:00:00Z' }));
    await applyPush(ctx, update({ lastUpdated: '2026-11-22T08:00:00Z', alarm: row(7) }), handlers);
    expect(put).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('a flood push', () => {
  it('flood mode: stores the pushed flood state where the banner reads it', async () => {
    const put = vi.fn(async () => undefined);
    const ctx = { db: { meta: { put } } } as unknown as UserContext;
    await applyPush(ctx, { type: 'flood', pushId: 2, sentAt: '2026-11-22T08:00:01Z', on: true, ratePerMinute: 42, waiting: 17 }, handlers);
    expect(put).toHaveBeenCalledWith({ key: 'flood', value: { on: true, ratePerMinute: 42, waiting: 17 } });
  });
});
