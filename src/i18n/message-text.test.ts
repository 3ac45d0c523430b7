import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { messageText } from './message-text.ts';

/** A translation that knows every key it is asked for, and records what it was asked. */
function recordingT() {
  const asked: string[] = [];
  const t = ((key: string, options?: { minutes?: number }) => {
    asked.push(key);
    return options?.minutes === undefined ? `text of ${key}` : `text of ${key} (${options.minutes} min)`;
  }) as unknown as TFunction;
  return { t, asked };
}

describe('messageText', () => {
  it('aesthetics 6.5: looks up only message keys; a code that is none reads as the server text without asking the dictionary', () => {
    const { t, asked } = recordingT();
    expect(messageText(t, { code: 'SERVER_REFUSED', serverText: 'Reason is not in the set' })).toBe('Reason is not in the set');
    // A stored sync error of an older build kept the server's text as its key.
    expect(messageText(t, { code: 'SERVER_REFUSED', messageKey: 'Alarm_closed' })).toBe('Alarm_closed');
    expect(asked).toEqual([]);
  });

  it('aesthetics 6.5: the message key first, else a code that is a message key, else "Undefined error" (ERR-10)', () => {
    const { t } = recordingT();
    expect(messageText(t, { code: 'OFFLINE', messageKey: 'INTERNET_CONNECTION_ABORT' })).toMatch(/^text of common:messages\.INTERNET_CONNECTION_ABORT/);
    expect(messageText(t, { code: 'NOT_OWNER_ALARM', serverText: 'Owned by David' })).toMatch(/^text of common:messages\.NOT_OWNER_ALARM/);
    expect(messageText(t, { code: 'SERVER_REFUSED' })).toBe('text of common:messages.UNDEFINED_ERROR');
  });
});
