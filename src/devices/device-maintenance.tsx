import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transmitter } from '../contract/index.ts';
import { DEVICE_MESSAGE_MAX, isCustomCommand, maintenanceCommands, productCommandId } from '../domain/device-commands.ts';
import { Button } from '../ui/button.tsx';
import { CharCount } from '../ui/char-count.tsx';
import { commandLabel, useDeviceCommand } from './use-device-command.ts';

/** The transmitter maintenance starts on: the alarming one, else the first. */
const firstDevice = (transmitters: readonly Transmitter[]) => (transmitters.find((t) => t.IsAlarmingTransmitter) ?? transmitters[0])?.TransmitterId;

/**
 * Device maintenance (calls §2, CMD-42..50): Change device, Select command (product commands of type 6 and 7), a
 * message of at most 200 characters and Send, with the command's status line below.
 */
export function DeviceMaintenance({ alarmId, transmitters }: { alarmId: number; transmitters: readonly Transmitter[] }) {
  const { t } = useTranslation('commands');
  const ids = { heading: useId(), device: useId(), command: useId(), message: useId(), count: useId() };
  const [deviceId, setDeviceId] = useState(firstDevice(transmitters));
  const [commandId, setCommandId] = useState('');
  const [message, setMessage] = useState('');
  const { status, run } = useDeviceCommand(alarmId);
  // A device that left the alarm's details (an update) gives way to the first one, as the dropdown then shows.
  const selected = transmitters.some((candidate) => candidate.TransmitterId === deviceId) ? deviceId : firstDevice(transmitters);
  const transmitter = transmitters.find((candidate) => candidate.TransmitterId === selected);
  const commands = maintenanceCommands(transmitter);
  const command = commands.find((candidate) => String(productCommandId(candidate)) === commandId);
  const sending = status.kind === 'sending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(transmitter, command, message)) setMessage('');
  };

  return (
    <form className="device-maintenance" aria-labelledby={ids.heading} onSubmit={(event) => void submit(event)}>
      <h4 id={ids.heading}>{t('devices.maintenance.title')}</h4>
      <label htmlFor={ids.device}>{t('devices.maintenance.device')}</label>
      <select
        id={ids.device}
        value={selected ?? ''}
        onChange={(event) => {
          setDeviceId(Number(event.target.value));
          setCommandId('');
        }}
      >
        {transmitters.map((candidate, index) => (
          <option key={`${index}-${candidate.TransmitterId}`} value={candidate.TransmitterId}>
            {t('devices.maintenance.deviceOption', { product: candidate.ProductName ?? '', identifier: candidate.TransmitterIdentifier ?? candidate.TransmitterId })}
          </option>
        ))}
      </select>
      <label htmlFor={ids.command}>{t('devices.maintenance.command')}</label>
      <select id={ids.command} value={commandId} onChange={(event) => setCommandId(event.target.value)}>
        <option value="">{t('devices.maintenance.chooseCommand')}</option>
        {commands.map((candidate) => (
          <option key={String(productCommandId(candidate))} value={String(productCommandId(candidate))}>
            {commandLabel(t, candidate)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.message}>{isCustomCommand(command) ? t('devices.maintenance.messageRequired') : t('devices.maintenance.message')}</label>
      <textarea id={ids.message} value={message} aria-required={isCustomCommand(command)} maxLength={DEVICE_MESSAGE_MAX} aria-describedby={ids.count} rows={3} onChange={(event) => setMessage(event.target.value)} />
      <CharCount id={ids.count} length={message.length} limit={DEVICE_MESSAGE_MAX} />
      <Button type="submit" variant="primary" pending={sending}>
        {t('devices.maintenance.send')}
      </Button>
      <p role="status" className="device-maintenance__status">
        {status.kind === 'sending' ? t('devices.maintenance.sending') : status.kind === 'sent' ? status.text : ''}
      </p>
      {status.kind === 'error' ? (
        <p role="alert" className="device-maintenance__error">
          {status.text}
        </p>
      ) : null}
    </form>
  );
}
