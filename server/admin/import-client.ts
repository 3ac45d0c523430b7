import { readFile } from 'node:fs/promises';
import { endpoints } from '../../src/contract/index.ts';

/** A refusal or failure the command prints as it is (the server's field errors name the bad row). */
export class ImportFailed extends Error {}

async function accessToken(server: string, username: string, password: string): Promise<string> {
  const answer = await fetch(new URL(endpoints.token.path, server), { method: 'POST', body: new URLSearchParams({ grant_type: 'password', UserName: username, Password: password }) });
  const body = (await answer.json()) as { access_token?: string; twoFactorAuthType?: string };
  if (!answer.ok || !body.access_token) throw new ImportFailed(`Login of ${username} refused (${answer.status}).`);
  if (body.twoFactorAuthType && body.twoFactorAuthType !== 'none') throw new ImportFailed(`${username} logs in with two-factor: give a logged-in access token in ARC_ADMIN_TOKEN instead.`);
  return body.access_token;
}

/**
 * Posts an import file to a running server (POST /api/admin/import) as a support admin; returns the server's
 * answer (what was created and updated). The file is sent as it is: the server validates it and stores all or none.
 */
export async function postImportFile(options: { file: string; server: string; token?: string; username?: string; password: () => Promise<string> }): Promise<string> {
  const text = await readFile(options.file, 'utf8');
  let token = options.token;
  if (!token) {
    if (!options.username) throw new ImportFailed('Give --username (the password is then read like create-support-admin\'s) or ARC_ADMIN_TOKEN.');
    token = await accessToken(options.server, options.username, await options.password());
  }
  const answer = await fetch(new URL(endpoints.importCentre.path, options.server), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: text,
  });
  const body = await answer.text();
  if (!answer.ok) throw new ImportFailed(`Import refused (${answer.status}), nothing was stored: ${body}`);
  return body;
}
