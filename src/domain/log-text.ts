import type { AlarmLog } from '../contract/index.ts';

/** Parameters of server-written log lines that are times: shown in the console's date format, not as UTC. */
const TIME_PARAMS = new Set(['at']);
/** Parameters that are a command's TranslationKey: shown as the command's name in the operator's language. */
const COMMAND_PARAMS = new Set(['command']);
/** Parameters that are an alarm unit's in-call command type (PTT_TALK): shown by its name (qa-handling P3-6). */
const IN_CALL_COMMAND_PARAMS = new Set(['inCallCommand']);

/** How parameters are shown: times in the console's format, commands and in-call commands by their name. */
export interface LogParamFormat {
  time(iso: string): string;
  command(translationKey: string): string;
  inCallCommand(type: string): string;
}

export interface LogTextKey {
  /** The translation key in the alarm namespace. */
  key: string;
  params: Record<string, string>;
}

/**
 * How to write a log line in the operator's language: a line the server wrote itself carries
 * an event code and parameters; undefined for lines without one (the operator's own text, or an older server),
 * which are shown as their LogText.
 */
export function logTextKey(log: Pick<AlarmLog, 'EventCode' | 'EventParams'>, format: LogParamFormat): LogTextKey | undefined {
  if (!log.EventCode) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(log.EventParams ?? {})) {
    params[name] = TIME_PARAMS.has(name) ? format.time(value) || value : COMMAND_PARAMS.has(name) ? format.command(value) : IN_CALL_COMMAND_PARAMS.has(name) ? format.inCallCommand(value) : value;
  }
  return { key: `logCodes.${log.EventCode}`, params };
}
