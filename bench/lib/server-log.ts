import { readFileSync, statSync } from 'node:fs';

/** Where the server log ends now, to read only what a later step caused. */
export const logMark = (logFile: string): number => statSync(logFile).size;

/** Paths of GET requests for built assets the server logged after `mark` (Fastify logs every incoming request). */
export function assetRequestsSince(logFile: string, mark: number): string[] {
  const text = readFileSync(logFile).subarray(mark).toString('utf8');
  const paths = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line.includes('"/assets/')) continue;
    try {
      const entry = JSON.parse(line) as { req?: { method?: string; url?: string } };
      const url = entry.req?.url;
      if (entry.req?.method === 'GET' && url?.startsWith('/assets/')) paths.add(url.split('?')[0] as string);
    } catch {
      // not a JSON log line
    }
  }
  return [...paths].sort();
}
