/**
 * The browser log (calls §7, §9). Decisions:
 * - Upload: only with UPLOAD_BROWSER_LOG or the URL flag `uploadBrowserLog` (any value but 0/false), debounced 5 s
 *   after the last line, to api/debug/log of the centre's own server (ERR-18, ERR-19). The flag holds for the
 *   tab once seen (the console's own navigation drops the query).
 * - The engine's lines: its log messages reach the tab as "[arc-sync] …" console calls (sync-client/connect.ts) and
 *   are collected there; raw console calls inside the worker are collected by the worker and join the upload.
 * - CENTRAL_CONSOLE_LOGGING: unless set, console.debug/log/info/warn print nothing (ERR-20). console.error still
 *   prints: a crash must stay visible in the developer tools. Lines are collected for the upload either way.
 * - EXTERNAL_LOGGING / EXTERNAL_LOGGING_ENHANCED: this build ships no third-party log service, so no log ever leaves
 *   for one (ERR-21: both off is the only behaviour); ENHANCED would add the engine's lines, which the upload to
 *   the centre carries anyway.
 */
export const BROWSER_LOG_DEBOUNCE_MS = 5_000;
/** The contract's limit on entries per upload; older lines go first. */
export const BROWSER_LOG_MAX_LINES = 2_000;
const BROWSER_LOG_URL_FLAG = 'uploadBrowserLog';

export type ConsoleLevel = 'debug' | 'log' | 'info' | 'warn' | 'error';
export const CONSOLE_LEVELS: readonly ConsoleLevel[] = ['debug', 'log', 'info', 'warn', 'error'];

/** The URL flag is on when one of the queries (the page's, the hash route's) has it with any value but 0/false. */
export function browserLogUrlFlag(...queries: string[]): boolean {
  return queries.some((query) => {
    const flag = new URLSearchParams(query).get(BROWSER_LOG_URL_FLAG);
    return flag !== null && flag !== '0' && flag.toLowerCase() !== 'false';
  });
}

export const browserLogUploadOn = (settings: { UPLOAD_BROWSER_LOG: boolean }, urlFlag: boolean): boolean => settings.UPLOAD_BROWSER_LOG || urlFlag;

/** Whether a console call of this level prints. */
export function consolePrints(level: ConsoleLevel, settings: { CENTRAL_CONSOLE_LOGGING: boolean }): boolean {
  return settings.CENTRAL_CONSOLE_LOGGING || level === 'error';
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** One collected line: time, source, level and the arguments as text. */
export function formatLogLine(at: Date, source: 'console' | 'engine', level: ConsoleLevel, args: readonly unknown[]): string {
  return `${at.toISOString()} [${source}] ${level}: ${args.map(describe).join(' ')}`;
}
