import type { AlarmRef, ExternalCustomerInfo, ExternalUserInfo, UserDetails } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { notFound } from '../services/errors.ts';
import { medicalAllowed } from './medical-access.ts';
import type { Principal } from '../services/principal.ts';
import { visibleUser, type UserRow } from './user-access.ts';

/** The demo's documentation site: the links are examples, opened in a new window by the console. */
const DOCS = 'https://docs.example.org';

async function userByExternalId(ctx: ServerContext, principal: Principal, externalId: string): Promise<UserRow> {
  const row = await ctx.db.selectFrom('monitored_users').select('UserId').where('ExternalId', '=', externalId).executeTakeFirst();
  if (!row) throw notFound('User');
  return visibleUser(ctx, principal, row.UserId);
}

const slug = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-');

/** The external customer service (calls §7, API-77): the object's organisation is the customer. */
export async function externalCustomerInfo(ctx: ServerContext, principal: Principal, externalId: string): Promise<ExternalCustomerInfo> {
  const user = await userByExternalId(ctx, principal, externalId);
  const customer = slug(user.Organization);
  return {
    callCenterName: `${user.Organization} – larmcentral`,
    welcomeText: `Welcome to ${user.Organization}. Introduce yourself with the centre's name and ask how the person is.`,
    documents: [
      { uri: `${DOCS}/${customer}/routines`, displayName: 'Alarm routines' },
      { uri: `${DOCS}/${customer}/contacts`, displayName: 'Escalation contacts' },
    ],
  };
}

/**
 * The external dynamics service (calls §7, API-78): devices, sensitive data by category, documents. The medical
 * categories follow the same rule as the user's medical fields (ALLOW_MEDICAL_NOTES, judged on `alarm` if named).
 */
export async function externalUserInfo(ctx: ServerContext, principal: Principal, externalId: string, alarm: AlarmRef | undefined): Promise<ExternalUserInfo> {
  const user = await userByExternalId(ctx, principal, externalId);
  const profile = JSON.parse(user.Profile) as Partial<UserDetails>;
  const medical = await medicalAllowed(ctx, principal, user.UserId, alarm);
  const categories: [string, string | null | undefined][] = [
    ['Diagnosis', profile.MedicalCondition],
    ['Medication', profile.Medication],
    ['Aids', profile.SupportingAids],
  ];
  const transmitters = await ctx.db.selectFrom('transmitters').select(['TransmitterIdentifier', 'ProductName']).where('UserId', '=', user.UserId).execute();
  return {
    devices: transmitters.map((tx) => ({ externalId: tx.TransmitterIdentifier, name: tx.ProductName })),
    sensitiveData: medical ? categories.filter(([, data]) => data).map(([category, data]) => ({ category, data })) : [],
    documents: [{ uri: `${DOCS}/care-plans/${user.ExternalId}`, displayName: 'Care plan' }],
  };
}
