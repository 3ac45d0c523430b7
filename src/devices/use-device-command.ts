import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command, Transmitter } from '../contract/index.ts';
import { messageText } from '../i18n/message-text.ts';
import { deviceCommandArgs, deviceCommandError, isCustomCommand } from '../domain/device-commands.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import type { Failure } from '../sync-client/failure.ts';

/** Where a device command stands: the status line (sending, sent) or the error shown instead. */
export type DeviceCommandStatus = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; text: string } | { kind: 'error'; text: string };

/** The server's could-not-locate text is the message (CMD-50); other refusals read as the console's own texts. */
function refusalText(t: TFunction, result: Failure): string {
  return result.code === 'NOT_FOUND' && result.serverText ? result.serverText : messageText(t, result);
}

/** The label of a product command: its TranslationKey in the commands namespace, the key itself if unknown. */
export function commandLabel(t: TFunction, command: Command): string {
  const key = command.TranslationKey ?? '';
  return key ? t(key, { ns: 'commands', defaultValue: key }) : (command.Command ?? String(command.CommandId ?? ''));
}

/**
 * Sends a product or custom command to a transmitter (CMD-44..50): the draft is checked first, then sent live
 * (never queued) and never twice, since a device acts on every command it gets.
 */
export function useDeviceCommand(alarmId: number) {
  const { t } = useTranslation('commands');
  const send = useSend();
  const [status, setStatus] = useState<DeviceCommandStatus>({ kind: 'idle' });
  const inFlight = useRef(false);

  const run = useCallback(
    async (transmitter: Transmitter | undefined, command: Command | undefined, message: string): Promise<boolean> => {
      if (inFlight.current) return false;
      const invalid = deviceCommandError({ transmitter, command, message });
      if (invalid || !transmitter || !command) {
        const key = invalid ?? 'PRODUCT_COMMAND_ERROR';
        setStatus({ kind: 'error', text: messageText(t, { code: key, messageKey: key }) });
        return false;
      }
      inFlight.current = true;
      setStatus({ kind: 'sending' });
      const result = await send('transmitterCommand', deviceCommandArgs(alarmId, transmitter.TransmitterId, command, message));
      inFlight.current = false;
      const error = !result.ok
        ? refusalText(t, result)
        : result.value.Success === false
          ? result.value.Message || t('common:messages.CMD_SENDING_ERROR')
          : null;
      const custom = isCustomCommand(command);
      const label = commandLabel(t, command);
      if (error === null) {
        setStatus({ kind: 'sent', text: custom ? t('devices.maintenance.customSent', { message }) : t('devices.maintenance.sent', { command: label }) });
      } else {
        setStatus({ kind: 'error', text: custom ? t('devices.maintenance.customFailed', { error, message }) : t('devices.maintenance.failed', { command: label, error }) });
      }
      return error === null;
    },
    [alarmId, send, t],
  );

  return { status, run };
}
