import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Command } from '../contract/entities/command.ts';
import { ROUTES } from '../contract/console-routes.ts';
import type { CommandPayload } from '../domain/command-input.ts';
import { commandKey } from '../domain/command-layout.ts';
import { commandEffects, safeOpenUrl } from '../domain/command-result.ts';
import { EXTERNAL_WINDOW_SIZE_PX } from '../domain/constants.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { type CommandResult, EngineErrorCode, failure } from '../sync-client/failure.ts';
import { useSoftphoneView } from '../calls/softphone/softphone-view.tsx';

/** A success carries what the device answered, to show where the command was pressed (qa-handling P2-6). */
export type RunOutcome = CommandResult<string>;

export interface CommandRunner {
  /** The command being sent (its button shows loading, CMD-27). */
  pendingId: number | null;
  run(command: Command, payload: CommandPayload): Promise<RunOutcome>;
}

/**
 * Sends an alarm command (live, never queued) and carries out its result (CMD-27..32, CMD-38..40): a refusal or a
 * result with Success false comes back as the error to show; a success marks the command used (when the
 * COMMAND_STATE_CHANGE option is on), runs the result's actions and answers the device's answer as a text: its
 * message, what was copied, or that the device confirmed.
 */
export function useRunCommand(alarmId: number, markUsed: boolean): CommandRunner {
  const { t } = useTranslation('commands');
  const send = useSend();
  const navigate = useNavigate();
  const softphone = useSoftphoneView();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const run = useCallback(
    async (command: Command, payload: CommandPayload): Promise<RunOutcome> => {
      const id = commandKey(command);
      if (id === undefined) return failure(EngineErrorCode.INVALID_ARGS, 'ERROR_EXECUTE_COMMAND');
      setPendingId(id);
      const result = await send('command', { params: { alarm_id: alarmId }, body: { CommandId: id, ...payload } });
      setPendingId(null);
      if (!result.ok) return result;
      const effects = commandEffects(result.value);
      const refused = effects.find((effect) => effect.kind === 'error');
      if (refused) return refused.message ? failure(EngineErrorCode.COMMAND_REFUSED, undefined, refused.message) : failure(EngineErrorCode.COMMAND_REFUSED, 'ERROR_EXECUTE_COMMAND');
      if (markUsed) void send('markCommandUsed', { alarmId, commandId: id });
      let answer = '';
      for (const effect of effects) {
        switch (effect.kind) {
          case 'info':
            answer = effect.message;
            break;
          case 'hangUp':
            void softphone.send('hangup', { keepHeld: false });
            break;
          case 'clipboard':
            answer = await navigator.clipboard.writeText(effect.text).then(
              () => `${answer || t('result.copied')}: ${effect.text}`,
              () => t('result.copyFailed'),
            );
            break;
          case 'openUrl': {
            const url = safeOpenUrl(effect.url, window.location.href);
            if (url) window.open(url, '_blank', `noopener,width=${EXTERNAL_WINDOW_SIZE_PX},height=${EXTERNAL_WINDOW_SIZE_PX}`);
            break;
          }
          case 'exitAlarmView':
            void navigate(ROUTES.dashboard);
            break;
        }
      }
      return { ok: true, value: answer || t('result.confirmed') };
    },
    [alarmId, markUsed, navigate, send, softphone, t],
  );
  return { pendingId, run };
}
