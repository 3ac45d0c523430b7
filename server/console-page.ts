import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The meta tag that tells the console it runs against a demo centre (read by src/app/demo-mode.ts). */
export const DEMO_META = '<meta name="arc-demo" content="true">';

/**
 * The console's index.html as served at / and as the SPA fallback, or undefined without a built console. In demo
 * mode it carries DEMO_META, so the login page knows before any request (no inline script: the CSP forbids it).
 */
export function consolePage(consoleDir: string, demo: boolean): string | undefined {
  const file = join(consoleDir, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  return demo ? html.replace(/<head>/i, (head) => `${head}\n    ${DEMO_META}`) : html;
}
