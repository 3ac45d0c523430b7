import type { Db } from '../storage/database.ts';
import { hashPassword } from '../services/crypto.ts';
import { insertOperator, operatorProblem } from './operator-accounts.ts';

/**
 * The first support admin of a centre set up without the demo: an account with SkygdSystemAdmin,
 * which then creates or imports operators, groups, persons and devices through the API. Refuses a weak password
 * and a name already taken; returns the new operator's id.
 */
export async function createSupportAdmin(db: Db, admin: { username: string; name: string; telephone: string; password: string }, passwordHashCost: number, now: Date): Promise<number> {
  const problem = await operatorProblem(db, admin);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(admin.password, passwordHashCost);
  return insertOperator(db, { ...admin, passwordHash, permissions: ['SkygdSystemAdmin'], readOnly: false, forceReset: false }, now);
}
