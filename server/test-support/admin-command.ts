import { execFile } from 'node:child_process';
import type { TestServer } from './test-server.ts';

/**
 * Runs `npm run admin -- …` (the same script, without npm) against a test server's database, `input` on standard
 * input (the password).
 */
export function adminCommand(server: TestServer, args: string[], input: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env, ARC_DB: server.database.file, DATABASE_URL: server.database.url ?? '', ARC_ADMIN_PASSWORD: '', ARC_ADMIN_TOKEN: '' };
    const child = execFile(process.execPath, ['--import', 'tsx', 'server/admin/admin-cli.ts', ...args], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(`${input}\n`);
  });
}
