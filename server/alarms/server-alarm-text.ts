import { englishText } from '../services/console-texts.ts';

/** An alarm text the server raises itself, as stored: the English AlarmText and the code the console translates. */
export interface ServerAlarmText {
  AlarmText: string;
  AlarmTextCode: string;
  AlarmTextParams: Record<string, string>;
}

/**
 * qa-supervisor P2-15: `code` names the console's alarm:serverTexts key; the English is the console's en-GB text,
 * kept for the clients that read only AlarmText.
 */
export function serverAlarmText(code: string, params: Record<string, string> = {}): ServerAlarmText {
  return { AlarmText: englishText('alarm', `serverTexts.${code}`, params), AlarmTextCode: code, AlarmTextParams: params };
}

/** The columns storing a coded text (none for a text an alarm receiver sent). */
export function alarmTextColumns(text: Partial<ServerAlarmText>): { AlarmTextCode: string | null; AlarmTextParams: string | null } {
  return text.AlarmTextCode ? { AlarmTextCode: text.AlarmTextCode, AlarmTextParams: JSON.stringify(text.AlarmTextParams ?? {}) } : { AlarmTextCode: null, AlarmTextParams: null };
}

/** The contract's fields of a stored coded text (absent for a text as it came). */
export function alarmTextFields(row: { AlarmTextCode: string | null; AlarmTextParams: string | null }): Pick<ServerAlarmText, 'AlarmTextCode' | 'AlarmTextParams'> | Record<string, never> {
  return row.AlarmTextCode ? { AlarmTextCode: row.AlarmTextCode, AlarmTextParams: JSON.parse(row.AlarmTextParams ?? '{}') as Record<string, string> } : {};
}
