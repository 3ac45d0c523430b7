import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Call } from '../../contract/entities/calls.ts';
import { ROUTES } from '../../contract/console-routes.ts';
import { MANAGE_DTMF, type UnitKeys } from '../../domain/calls.ts';
import { Button } from '../../ui/button.tsx';
import type { Tones } from './use-tones.ts';

type InCallCommand = NonNullable<Call['InCallCommands']>[number];

/**
 * Manage alarm (calls §2, CALL-35/36): the unit's DTMF controls, the push-to-talk toggle, user search and message
 * printout; under its heading the push-to-talk status and the active call's in-call commands (CALL-40). The unit's
 * keys are disabled, with the reason, unless the connected call is the alarm unit's (qa-handling P2-3).
 */
export function ManageAlarm({ tones, commands, hasActiveCall, unitKeys }: { tones: Tones; commands: InCallCommand[]; hasActiveCall: boolean; unitKeys: UnitKeys }) {
  const { t } = useTranslation(['common', 'alarm']);
  const navigate = useNavigate();
  const reasonId = useId();
  const off = unitKeys !== 'unit';
  const unitKey = { disabled: off, 'aria-describedby': off ? reasonId : undefined };
  const status = hasActiveCall ? t(`manageAlarm.commandStatus.${tones.mode}`) : t('manageAlarm.commandStatus.none');
  const tone = (digit: string) => () => void tones.send(digit);
  // In-call commands by their name in the operator's language (Talk, Listen), as the call log names them.
  const commandName = (command: InCallCommand) => t(`inCallCommands.${command.Type ?? ''}`, { ns: 'alarm', defaultValue: command.Command ?? command.Type ?? '' });
  return (
    <section className="manage-alarm" aria-labelledby="manage-alarm-title">
      {/* The heading names the section alone; the status is a text of its own, labelled (qa-handling P3-3). */}
      <h2 id="manage-alarm-title">{t('manageAlarm.title')}</h2>
      <p className="manage-alarm__status">
        {t('manageAlarm.status')}: <span role="status">{status}</span>
      </p>
      {commands.length > 0 ? (
        <p className="manage-alarm__commands">
          {t('manageAlarm.commands')}: {commands.map((command) => `${commandName(command)} (${command.DTMF})`).join(', ')}
        </p>
      ) : null}
      <div className="manage-alarm__buttons">
        <Button onClick={tone(MANAGE_DTMF.separate)} {...unitKey}>
          {t('manageAlarm.separate')}
        </Button>
        <Button onClick={tone(MANAGE_DTMF.arrowLeft)} aria-label={t('manageAlarm.arrowLeft')} {...unitKey}>
          ←
        </Button>
        <Button onClick={tone(MANAGE_DTMF.arrowRight)} aria-label={t('manageAlarm.arrowRight')} {...unitKey}>
          →
        </Button>
        <Button onClick={tone(MANAGE_DTMF.duplex)} {...unitKey}>
          {t('manageAlarm.duplex')}
        </Button>
        <Button onClick={() => void tones.toggle()} {...unitKey}>
          {t(tones.mode === 'talk' ? 'manageAlarm.pushToHear' : 'manageAlarm.pushToTalk')}
        </Button>
        <Button onClick={() => void navigate(ROUTES.userSearch)}>{t('manageAlarm.userSearch')}</Button>
        <Button onClick={() => window.print()}>{t('manageAlarm.messagePrintout')}</Button>
      </div>
      {off ? (
        <p id={reasonId} className="manage-alarm__reason">
          {t(`manageAlarm.unitKeysOff.${unitKeys}`)}
        </p>
      ) : null}
      {tones.error ? (
        <p role="alert" className="calls-panel__error">
          {t(`messages.${tones.error}`)}
        </p>
      ) : null}
    </section>
  );
}
