import type { z } from 'zod';
import type { CommandResultSchema } from '../contract/entities/command.ts';
import type { MessageKey } from '../contract/message-keys.ts';
import { isConsoleLink } from './console-link.ts';

type CommandResult = z.infer<typeof CommandResultSchema>;

/** What the console does after a command answered (CMD-30..32), in this order. */
export type CommandEffect =
  | { kind: 'error'; message: string }
  | { kind: 'info'; message: string }
  | { kind: 'hangUp' }
  | { kind: 'clipboard'; text: string }
  | { kind: 'openUrl'; url: string }
  | { kind: 'exitAlarmView' };

/**
 * A result with Success false is a failure: its Message (if any) shows as the error and nothing else happens
 * (CMD-31). Otherwise a Message is an information and the actions follow; leaving the alarm view comes last so
 * the others still run on this page.
 */
export function commandEffects(result: CommandResult): CommandEffect[] {
  const message = result.Message?.trim() ?? '';
  if (result.Success === false) return [{ kind: 'error', message }];
  const effects: CommandEffect[] = [];
  if (message) effects.push({ kind: 'info', message });
  if (result.HangUpVoiceCall) effects.push({ kind: 'hangUp' });
  if (result.Clipboard) effects.push({ kind: 'clipboard', text: result.Clipboard });
  if (result.OpenUrl) effects.push({ kind: 'openUrl', url: result.OpenUrl });
  if (result.ExitAlarmView) effects.push({ kind: 'exitAlarmView' });
  return effects;
}

/** The failure of a command request (CMD-38..40): not sent at all, 404 with its token, or any other refusal. */
export function commandFailureText(failure: { status?: number; serverText?: string; code: string }): { key: MessageKey } | { token: string } {
  if (failure.status === undefined) return { key: 'CMD_SENDING_ERROR' };
  if (failure.status === 404) return { token: failure.serverText || failure.code };
  return { key: 'ERROR_EXECUTE_COMMAND' };
}

/**
 * Only http(s) addresses open in a window; anything else (javascript:, data:) is dropped, and so is a link into the
 * console itself (security NL2: `#/autoregister?…` would swap the session).
 */
export function safeOpenUrl(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
    return web && !isConsoleLink(parsed.href, base) ? parsed.href : null;
  } catch {
    return null;
  }
}
