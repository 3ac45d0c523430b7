import type { z } from 'zod';
import type { CentreImport, CentreImportResult, CentreOperatorSchema } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { hashPassword } from '../services/crypto.ts';
import { invalid } from '../services/errors.ts';
import { passwordProblems } from '../users/password-policy.ts';
import { assertCanWrite, assertFullSession, assertPermission, type Principal } from '../services/principal.ts';
import { writeTransaction } from '../storage/transactions.ts';
import { upsertDevice, upsertGroup, upsertOperator, upsertPerson, type Upserted } from './centre-rows.ts';

type Operator = z.infer<typeof CentreOperatorSchema>;
type Kind = keyof CentreImportResult['Created'];

/** The row a refusal names: `body.Persons.3` (as the schema's field errors name it) and "row 4 of Persons". */
const refuse = (kind: Kind, index: number, field: string, why: string) => invalid(`body.${kind}.${index}.${field}`, `${kind} row ${index + 1}: ${why}`);

/** Each key once per file: a second row with the same key would silently overwrite the first. */
function refuseRepeatedKeys(input: CentreImport): void {
  const keys: [Kind, string, (row: never) => string][] = [
    ['Groups', 'Description', (g: { Description: string }) => g.Description],
    ['Operators', 'Username', (o: { Username: string }) => o.Username.toLowerCase()],
    ['Persons', 'ExternalId', (p: { ExternalId: string }) => p.ExternalId],
    ['Devices', 'TransmitterIdentifier', (d: { PersonExternalId: string; TransmitterIdentifier: string }) => `${d.PersonExternalId}\u0000${d.TransmitterIdentifier}`],
  ];
  for (const [kind, field, keyOf] of keys) {
    const seen = new Set<string>();
    (input[kind] ?? []).forEach((row, index) => {
      const key = keyOf(row as never);
      if (seen.has(key)) throw refuse(kind, index, field, `${field} repeats an earlier row`);
      seen.add(key);
    });
  }
}

/** Password hashes of the operators the file creates, made before the write lock (Argon2id takes tens of milliseconds of a thread). */
async function newOperatorHashes(ctx: ServerContext, operators: readonly Operator[]): Promise<Map<string, string>> {
  const usernames = operators.map((o) => o.Username.toLowerCase());
  const existing = usernames.length ? await ctx.db.selectFrom('respondents').select('Username').where('Username', 'in', usernames).execute() : [];
  const known = new Set(existing.map((r) => r.Username));
  const fresh = operators.map((o, index) => ({ o, index })).filter(({ o }) => !known.has(o.Username.toLowerCase()));
  for (const { o, index } of fresh) {
    const problems = passwordProblems(o.Password);
    if (problems.length) throw refuse('Operators', index, 'Password', `the password needs ${problems.join(', ')}`);
  }
  const hashes = await Promise.all(fresh.map(({ o }) => hashPassword(o.Password, ctx.options.passwordHashCost)));
  return new Map(fresh.map(({ o }, i) => [o.Username.toLowerCase(), hashes[i]!]));
}

/**
 * Sets up (part of) a centre from one file: groups, operators, persons with their contacts, and
 * devices, all stored or none (one transaction). Rows are matched by their keys, so a second import of the same
 * file updates in place and creates nothing. SkygdSystemAdmin in a full, writing session.
 */
export async function importCentre(ctx: ServerContext, principal: Principal, input: CentreImport): Promise<CentreImportResult> {
  assertPermission(principal, 'SkygdSystemAdmin');
  assertFullSession(principal);
  assertCanWrite(principal);
  refuseRepeatedKeys(input);
  const hashes = await newOperatorHashes(ctx, input.Operators ?? []);
  const result: CentreImportResult = { Created: { Groups: 0, Operators: 0, Persons: 0, Devices: 0 }, Updated: { Groups: 0, Operators: 0, Persons: 0, Devices: 0 } };
  const count = (kind: Kind, upserted: Upserted) => {
    result[upserted === 'created' ? 'Created' : 'Updated'][kind] += 1;
  };
  const now = ctx.clock.now();
  await writeTransaction(ctx.db, async (trx) => {
    for (const group of input.Groups ?? []) count('Groups', await upsertGroup(trx, group));
    for (const [index, operator] of (input.Operators ?? []).entries()) {
      const upserted = await upsertOperator(trx, operator, hashes.get(operator.Username.toLowerCase()), now);
      if (typeof upserted === 'string') count('Operators', upserted);
      else throw refuse('Operators', index, 'Groups', `no group named "${upserted.missingGroup}"`);
    }
    for (const person of input.Persons ?? []) count('Persons', await upsertPerson(trx, person));
    for (const [index, device] of (input.Devices ?? []).entries()) {
      const upserted = await upsertDevice(trx, device);
      if (!upserted) throw refuse('Devices', index, 'PersonExternalId', `no person with ExternalId "${device.PersonExternalId}"`);
      count('Devices', upserted);
    }
  });
  return result;
}
