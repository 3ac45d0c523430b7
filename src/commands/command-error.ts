import type { TFunction } from 'i18next';
import { commandFailureText } from '../domain/command-result.ts';
import { messageText } from '../i18n/message-text.ts';
import { EngineErrorCode, type Failure } from '../sync-client/failure.ts';

/** A failure shown in the dialog (or beside a command without one): an optional heading and the text. */
export interface CommandError {
  heading?: string;
  text: string;
}

/**
 * How a failed command reads (CMD-29, CMD-38..40): the device's own refusal or a command without an id as its text;
 * a command the engine could not send as "Failure sending"; a 404 names its token, any other refusal
 * ERROR_EXECUTE_COMMAND, under "Command could not be sent".
 */
export function commandError(t: TFunction, failure: Failure): CommandError {
  if (failure.code === EngineErrorCode.COMMAND_REFUSED || failure.code === EngineErrorCode.INVALID_ARGS) return { text: messageText(t, failure) };
  const reading = commandFailureText(failure);
  if ('key' in reading && reading.key === 'CMD_SENDING_ERROR') {
    return { heading: t('common:messages.COMMAND_FAILURE_SENDING'), text: t('common:messages.CMD_SENDING_ERROR') };
  }
  const text = 'key' in reading ? t(`common:messages.${reading.key}`) : messageText(t, { code: failure.code, messageKey: reading.token });
  return { heading: t('common:messages.COMMAND_NOT_SENT'), text };
}
