import { readFileSync } from 'node:fs';

/**
 * (PredefinedId, LogEventCode) of the log rows the server writes. The console reads 2/1 as the reason, 2/2 as the
 * action, 2/8 as the reminder line and highlights 7/29; the other pairs are this server's own numbering of events.
 */
export const LogEvent = {
  received: { PredefinedId: 1, LogEventCode: 0 },
  reason: { PredefinedId: 2, LogEventCode: 1 },
  action: { PredefinedId: 2, LogEventCode: 2 },
  reminder: { PredefinedId: 2, LogEventCode: 8 },
  accepted: { PredefinedId: 3, LogEventCode: 3 },
  takenOver: { PredefinedId: 3, LogEventCode: 4 },
  acknowledged: { PredefinedId: 3, LogEventCode: 5 },
  cleared: { PredefinedId: 3, LogEventCode: 6 },
  notifyIn: { PredefinedId: 3, LogEventCode: 7 },
  delivered: { PredefinedId: 3, LogEventCode: 9 },
  operatorInformation: { PredefinedId: 3, LogEventCode: 10 },
  userChanged: { PredefinedId: 3, LogEventCode: 11 },
  sharedSwapped: { PredefinedId: 3, LogEventCode: 12 },
  responseCenterComment: { PredefinedId: 3, LogEventCode: 13 },
  informationRequest: { PredefinedId: 3, LogEventCode: 14 },
  transferred: { PredefinedId: 3, LogEventCode: 15 },
  resourceCalled: { PredefinedId: 3, LogEventCode: 16 },
  resourceRecalled: { PredefinedId: 3, LogEventCode: 17 },
  incidentReport: { PredefinedId: 3, LogEventCode: 18 },
  /** The server changed what an alarm receiver sent so that the alarm could be raised. */
  repaired: { PredefinedId: 3, LogEventCode: 19 },
  /** A planned alarm reached its time, or was withdrawn before it. */
  planned: { PredefinedId: 3, LogEventCode: 21 },
  /** A camera was viewed, moved, set to a preset or given a command. */
  camera: { PredefinedId: 3, LogEventCode: 31 },
  note: { PredefinedId: 4, LogEventCode: 20 },
  realarm: { PredefinedId: 7, LogEventCode: 29 },
} as const;

export type LogEventName = keyof typeof LogEvent;

/**
 * The English of every line the server writes itself, keyed by its code: the console's own en-GB texts
 * (`alarm:logCodes.<code>`), so the LogText kept for the existing backend's clients and the console's English agree.
 * An `inCallCommand` parameter (an alarm unit's in-call command type, PTT_TALK) is named by `alarm:inCallCommands`.
 */
const ALARM_TEXTS = JSON.parse(readFileSync(new URL('../../public/locales/en-GB/alarm.json', import.meta.url), 'utf8')) as { logCodes: Record<string, string>; inCallCommands: Record<string, string> };
const ENGLISH = ALARM_TEXTS.logCodes;

/**
 * The English names of the commands, by TranslationKey: the transmitter commands' (`keys`) and the device
 * maintenance ones (top level). A `command` parameter is such a key (qa-handling P2-5), named in English in LogText.
 */
const COMMANDS = JSON.parse(readFileSync(new URL('../../public/locales/en-GB/commands.json', import.meta.url), 'utf8')) as Record<string, unknown> & { keys: Record<string, string> };
const COMMAND_NAMES: Readonly<Record<string, string>> = { ...Object.fromEntries(Object.entries(COMMANDS).filter((entry): entry is [string, string] => typeof entry[1] === 'string')), ...COMMANDS.keys };

export type LogParams = Record<string, string>;

/** A server-written log line: its code and parameters (rendered by the console) and its English text. */
export interface CodedText {
  text: string;
  code: string;
  params: LogParams;
}

/** The line for `code` with `params`; an unknown code is a programming error. */
export function said(code: string, params: LogParams = {}): CodedText {
  const template = ENGLISH[code];
  if (template === undefined) throw new Error(`log code without an English text: ${code}`);
  const english = (name: string) =>
    name === 'command' ? (COMMAND_NAMES[params.command ?? ''] ?? params.command) : name === 'inCallCommand' ? (ALARM_TEXTS.inCallCommands[params.inCallCommand ?? ''] ?? params.inCallCommand) : params[name];
  return { text: template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => english(name) ?? ''), code, params };
}
