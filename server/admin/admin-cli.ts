import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { readPasswordHashCost } from '../config.ts';
import { openDatabase } from '../storage/database.ts';
import { createSupportAdmin } from './support-admin.ts';
import { ImportFailed, postImportFile } from './import-client.ts';

const USAGE = `Usage:
  npm run admin -- create-support-admin --username <name> [--name "<full name>"] [--telephone <+46...>]
    creates the first support admin in the server's database: ARC_DB (default data/arc.sqlite) or DATABASE_URL.
  npm run admin -- import <file.json> --username <support admin> [--server http://127.0.0.1:8080]
    posts an import file (groups, operators, persons, devices) to the running server; all rows are stored, or none.
    ARC_ADMIN_TOKEN (an access token) may stand in for the login.
  A password comes from ARC_ADMIN_PASSWORD or the first line of standard input (asked for, not echoed, on a terminal).`;

/** The password from the environment, a pipe, or a prompt that does not echo it. */
async function readPassword(): Promise<string> {
  if (process.env.ARC_ADMIN_PASSWORD) return process.env.ARC_ADMIN_PASSWORD;
  const terminal = process.stdin.isTTY === true;
  if (terminal) process.stdout.write('Password: ');
  const lines = createInterface({ input: process.stdin, output: new Writable({ write: (_chunk, _encoding, done) => done() }), terminal });
  let password = '';
  for await (const line of lines) {
    password = line;
    break;
  }
  lines.close();
  if (terminal) process.stdout.write('\n');
  return password;
}

async function createAdmin(values: { username: string; name?: string | undefined; telephone?: string | undefined }): Promise<number> {
  const password = await readPassword();
  const db = await openDatabase({ file: process.env.ARC_DB ?? 'data/arc.sqlite', url: process.env.DATABASE_URL || undefined });
  try {
    const cost = readPasswordHashCost(process.env.ARC_PASSWORD_HASH_COST, false);
    const id = await createSupportAdmin(db, { username: values.username, name: values.name ?? '', telephone: values.telephone ?? '', password }, cost, new Date());
    console.log(`Created support admin ${values.username.toLowerCase()} (operator ${id}). Log in to the console, then create or import the centre (docs/operations.md).`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.destroy();
  }
}

async function importFile(file: string, values: { username?: string | undefined; server?: string | undefined }): Promise<number> {
  const server = values.server ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  try {
    const token = process.env.ARC_ADMIN_TOKEN || undefined;
    console.log(await postImportFile({ file, server, ...(token ? { token } : {}), ...(values.username ? { username: values.username } : {}), password: readPassword }));
    return 0;
  } catch (error) {
    // A refusal names the bad row; a failed connection says which server could not be reached.
    console.error(error instanceof ImportFailed ? error.message : `${String(error)} (${server})`);
    return 1;
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { username: { type: 'string' }, name: { type: 'string' }, telephone: { type: 'string' }, server: { type: 'string' } },
  });
  const [command, file] = positionals;
  if (command === 'create-support-admin' && values.username) return createAdmin({ ...values, username: values.username });
  if (command === 'import' && file) return importFile(file, values);
  console.error(USAGE);
  return 2;
}

process.exitCode = await main();
