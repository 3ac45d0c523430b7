import type { Db } from '../storage/database.ts';
import { passwordProblems } from '../users/password-policy.ts';

export interface NewOperator {
  username: string;
  name: string;
  telephone: string;
  /** hashPassword's result: hashed before the write lock is taken (Argon2id takes tens of milliseconds of a thread). */
  passwordHash: string;
  permissions: readonly string[];
  readOnly: boolean;
  /** The operator must choose a new password at the first login. */
  forceReset: boolean;
}

/** Initials of a name: the first letters of its first two words, upper-case ("Sara Lind" → "SL"). */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Why an operator account cannot be created as given, or null. User names are stored lower-case (logins ignore case). */
export async function operatorProblem(db: Db, operator: { username: string; password: string }): Promise<string | null> {
  const username = operator.username.trim().toLowerCase();
  if (!/^[\w.@-]{2,100}$/.test(username)) return 'The user name must be 2-100 letters, digits or . _ @ -';
  const problems = passwordProblems(operator.password);
  if (problems.length) return `The password needs ${problems.join(', ')}.`;
  const taken = await db.selectFrom('respondents').select('RespondentId').where('Username', '=', username).executeTakeFirst();
  return taken ? `An operator named ${username} exists already.` : null;
}

/** Stores an operator account checked by operatorProblem; returns its id. */
export async function insertOperator(db: Db, operator: NewOperator, now: Date): Promise<number> {
  const name = operator.name.trim() || operator.username;
  const row = await db
    .insertInto('respondents')
    .values({
      Username: operator.username.trim().toLowerCase(),
      Name: name,
      Initials: initialsOf(name),
      PasswordHash: operator.passwordHash,
      TwoFactor: 'none',
      TotpSecret: null,
      Telephone: operator.telephone,
      Language: 'en-GB',
      Permissions: operator.permissions.join(','),
      ReadOnly: operator.readOnly ? 1 : 0,
      ForceReset: operator.forceReset ? 1 : 0,
      PasswordChangedAt: now.toISOString(),
      RemoteId: null,
      IdentityId: null,
      TwilioUserName: null,
      Revoked: 0,
      GroupsChangedSeq: 0,
    })
    .returning('RespondentId')
    .executeTakeFirstOrThrow();
  return row.RespondentId;
}
