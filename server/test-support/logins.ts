import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import type { TestServer } from './test-server.ts';

/** The form body of a password login (`POST /api/token`). */
export const form = (UserName: string, Password = DEMO_PASSWORD) => ({ form: { grant_type: 'password', UserName, Password } });
/** Headers of a request from another client address (the test server trusts X-Forwarded-For). */
export const from = (address: string) => ({ 'x-forwarded-for': address });
/** Login limits high enough that only the test's own failures count. */
export const TEST_LOGIN_LIMITS = { perUser: 100, perAddress: 1000, windowMs: 5 * 60_000 };

export async function respondentId(server: TestServer, username: string): Promise<number> {
  const row = await server.app.arc.db.selectFrom('respondents').select('RespondentId').where('Username', '=', username).executeTakeFirstOrThrow();
  return row.RespondentId;
}
