import type { ServerContext } from '../context.ts';
import { saveDc09Account, type Dc09AccountInput } from '../dc09/dc09-accounts.ts';

/** The demo's AES-256 key for its encrypted alarm unit: public, like the demo's passwords. */
export const DEMO_DC09_KEY = '8F2C1A7B3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8';

/** Alarm units of a few demo persons: two in the clear, one encrypted, one supervised every 5 minutes. */
export const DEMO_DC09_ACCOUNTS: readonly Dc09AccountInput[] = [
  { Account: '1001', UserId: 1, Key: null, RequireEncryption: false, SupervisionSeconds: 0 },
  { Account: '1002', UserId: 2, Key: null, RequireEncryption: false, SupervisionSeconds: 0 },
  { Account: '1003', UserId: 3, Key: DEMO_DC09_KEY, RequireEncryption: true, SupervisionSeconds: 0 },
  { Account: '1004', UserId: 4, Key: null, RequireEncryption: false, SupervisionSeconds: 300 },
];

/** Adds the demo's DC-09 accounts (again at each start: their keys are sealed with this instance's secret key). */
export async function seedDc09Accounts(ctx: ServerContext): Promise<void> {
  for (const account of DEMO_DC09_ACCOUNTS) await saveDc09Account(ctx, account);
}
