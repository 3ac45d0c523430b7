import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import alarmEn from '../../public/locales/en-GB/alarm.json';
import commandsEn from '../../public/locales/en-GB/commands.json';
import commonEn from '../../public/locales/en-GB/common.json';
import type { AlarmDetails, Transmitter } from '../contract/index.ts';
import type { DetailModel } from '../alarms/detail/detail-model.ts';
import { fakeEngine, type FakeEngine, type FakeHandlers } from '../app/testing/fake-engine.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { EngineProvider } from '../sync-client/engine-context.tsx';
import { DeviceWidget } from './device-widget.tsx';

const home: Transmitter = {
  TransmitterId: 71,
  TransmitterIdentifier: 'TX100002',
  ProductName: 'Safemate Home',
  IsAlarmingTransmitter: true,
  Model: 'SM-200',
  Manufacturer: 'Safemate',
  ClientVersion: '3.2.1',
  Comment: 'Base unit in the hall',
  AdditionalInfo: { InfoTranslationKey: 'DEVICE_INFO_SAFEMATE_HOME', SmallImageUrl: '/media/products/11-small.svg', ImageUrl: '/media/products/11-large.svg', Callback: '+46700100002' },
  ProductCommands: [
    { CommandId: 31, TranslationKey: 'CMD_RESTART', CommandType: 6, Type: 'ordinary' },
    { CommandId: 32, TranslationKey: 'CMD_SEND_MESSAGE', CommandType: 7, Type: 'custom_additional' },
    { CommandId: 33, TranslationKey: 'CMD_CALL_BACK', CommandType: 1, Type: 'ordinary' },
  ],
};
const sensor: Transmitter = {
  TransmitterId: 72,
  TransmitterIdentifier: 'DS-4471',
  ProductName: 'Door sensor',
  IsAlarmingTransmitter: false,
  AdditionalInfo: { InfoTranslationKey: 'DEVICE_INFO_DOOR_SENSOR', Callback: '' },
  ProductCommands: [{ CommandId: 41, TranslationKey: 'CMD_RESTART', CommandType: 6 }],
};

async function renderWidget(options: { transmitters?: Transmitter[]; readOnly?: boolean; handlers?: FakeHandlers } = {}) {
  const engine: FakeEngine = fakeEngine(options.handlers);
  const i18n = await createI18n({ resources: { 'en-GB': { common: commonEn, alarm: alarmEn, commands: commandsEn } }, language: 'en-GB' });
  const model = {
    alarm: { AlarmId: 500 },
    details: { ObjectTransmitters: options.transmitters ?? [home, sensor] } as AlarmDetails,
    readOnly: options.readOnly ?? false,
  } as DetailModel;
  render(
    <I18nextProvider i18n={i18n}>
      <EngineProvider client={engine}>
        <DeviceWidget model={model} mode="OPENED" />
      </EngineProvider>
    </I18nextProvider>,
  );
  const maintenance = () => screen.getByRole('form', { name: 'Device maintenance' });
  return {
    engine,
    maintenance,
    device: () => within(maintenance()).getByRole('combobox', { name: 'Change device' }),
    command: () => within(maintenance()).getByRole('combobox', { name: 'Select command' }),
    message: () => within(maintenance()).getByRole<HTMLTextAreaElement>('textbox', { name: /^Message/ }),
    sendButton: () => within(maintenance()).getByRole<HTMLButtonElement>('button', { name: 'Send' }),
  };
}

const sends = (engine: FakeEngine) => engine.calls.filter((call) => call.command === 'transmitterCommand');

describe('device widget', () => {
  it('CMD-41 CMD-51 shows each device: product name, info text, model, manufacturer, version, comment and a picture that opens larger', async () => {
    await renderWidget();
    const info = screen.getByRole('region', { name: 'Device info' });
    const card = within(info).getByRole('article', { name: 'Safemate Home' });
    expect(within(card).getByText(commandsEn.DEVICE_INFO_SAFEMATE_HOME)).toBeTruthy();
    for (const text of ['SM-200', 'Safemate', '3.2.1', 'Base unit in the hall']) expect(within(card).getByText(text)).toBeTruthy();
    for (const term of ['Model', 'Manufacturer', 'Version', 'Comment']) expect(within(card).getByText(term).tagName).toBe('DT');
    expect(within(info).getByRole('article', { name: 'Door sensor' })).toBeTruthy();

    const small = within(card).getByRole('button', { name: 'Show a larger picture of Safemate Home' });
    expect(small.querySelector('img')?.getAttribute('src')).toBe('/media/products/11-small.svg');
    await userEvent.click(small);
    const dialog = screen.getByRole('dialog', { name: 'Safemate Home' });
    expect(within(dialog).getByRole('img', { name: 'Picture of Safemate Home' }).getAttribute('src')).toBe('/media/products/11-large.svg');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('CMD-42 CMD-43 maintenance has Change device, Select command with only product commands of type 6 and 7, a message box and Send', async () => {
    const view = await renderWidget();
    expect(within(view.device()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Safemate Home (TX100002)', 'Door sensor (DS-4471)']);
    expect(within(view.command()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a command', 'Restart', 'Send a message']);
    await userEvent.selectOptions(view.device(), 'Door sensor (DS-4471)');
    expect(within(view.command()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a command', 'Restart']);
    expect(view.message()).toBeTruthy();
    expect(view.sendButton()).toBeTruthy();
  });

  it('qa-handling P2-7: Restart is sent without a message; only a message command marks its message required', async () => {
    const view = await renderWidget({ handlers: { transmitterCommand: async () => ({ ok: true, value: { Success: true } }) as never } });
    await userEvent.selectOptions(view.command(), 'Restart');
    expect(view.maintenance().querySelector('textarea')?.getAttribute('aria-required')).toBe('false');
    await userEvent.click(view.sendButton());
    expect(sends(view.engine)).toEqual([{ command: 'transmitterCommand', args: { params: { alarm_id: 500, transmitter_id: 71, command_id: 31 }, body: { CommandText: '' } } }]);
    await userEvent.selectOptions(view.command(), 'Send a message');
    expect(screen.getByRole('textbox', { name: 'Message (required)' }).getAttribute('aria-required')).toBe('true');
    await waitFor(() => expect(within(view.maintenance()).getByRole('status').textContent).toBe('Restart sent; the device acknowledged it.'));
  });

  it('CMD-44 no command gives PRODUCT_COMMAND_ERROR and nothing is sent', async () => {
    const view = await renderWidget();
    await userEvent.selectOptions(view.command(), 'Choose a command');
    await userEvent.type(view.message(), 'restart');
    await userEvent.click(view.sendButton());
    expect(within(view.maintenance()).getByRole('alert').textContent).toBe(commonEn.messages.PRODUCT_COMMAND_ERROR);
    expect(sends(view.engine)).toEqual([]);
  });

  it('CMD-45 a custom command without text gives PRODUCT_COMMAND_ERROR', async () => {
    const view = await renderWidget();
    await userEvent.selectOptions(view.command(), 'Send a message');
    await userEvent.click(view.sendButton());
    expect(within(view.maintenance()).getByRole('alert').textContent).toBe(commonEn.messages.PRODUCT_COMMAND_ERROR);
    expect(sends(view.engine)).toEqual([]);
  });

  it('CMD-46 the message takes at most 200 characters and counts them', async () => {
    const view = await renderWidget();
    expect(view.message().maxLength).toBe(200);
    await userEvent.type(view.message(), 'Hello');
    expect(screen.getByText('5 of 200 characters')).toBeTruthy();
  });

  it('CMD-48 a device without id gives NO_TRANSMITTER_ID_ERROR', async () => {
    const noId = { ...home, TransmitterId: undefined } as unknown as Transmitter;
    const view = await renderWidget({ transmitters: [noId] });
    await userEvent.selectOptions(view.command(), 'Restart');
    await userEvent.type(view.message(), 'restart');
    await userEvent.click(view.sendButton());
    expect(within(view.maintenance()).getByRole('alert').textContent).toBe(commonEn.messages.NO_TRANSMITTER_ID_ERROR);
    expect(sends(view.engine)).toEqual([]);
  });

  it('CMD-49 a device without callback gives NO_TRANSMITTER_CALLBACK and nothing is sent', async () => {
    const view = await renderWidget();
    await userEvent.selectOptions(view.device(), 'Door sensor (DS-4471)');
    await userEvent.selectOptions(view.command(), 'Restart');
    await userEvent.type(view.message(), 'restart');
    await userEvent.click(view.sendButton());
    expect(within(view.maintenance()).getByRole('alert').textContent).toBe(commonEn.messages.NO_TRANSMITTER_CALLBACK);
    expect(sends(view.engine)).toEqual([]);
  });

  it('a product command is sent once, live, with CommandText; Send is disabled while it is on its way', async () => {
    let answer: (value: { ok: true; value: { Success: boolean; Message: string } }) => void = () => {};
    const view = await renderWidget({ handlers: { transmitterCommand: () => new Promise((resolve) => (answer = resolve)) } });
    await userEvent.selectOptions(view.command(), 'Restart');
    await userEvent.type(view.message(), 'restart tonight');
    await userEvent.click(view.sendButton());
    expect(view.sendButton().disabled).toBe(true);
    expect(within(view.maintenance()).getByRole('status').textContent).toBe('Sending…');
    await userEvent.click(view.sendButton());
    expect(sends(view.engine)).toEqual([{ command: 'transmitterCommand', args: { params: { alarm_id: 500, transmitter_id: 71, command_id: 31 }, body: { CommandText: 'restart tonight' } } }]);
    answer({ ok: true, value: { Success: true, Message: 'TX100002 acknowledged CMD_RESTART' } });
    await waitFor(() => expect(within(view.maintenance()).getByRole('status').textContent).toBe('Restart sent; the device acknowledged it.'));
    expect(view.sendButton().disabled).toBe(false);
    expect(view.message().value).toBe('');
  });

  it('a product command the device refuses shows its words as the error', async () => {
    const view = await renderWidget({ handlers: { transmitterCommand: async () => ({ ok: true, value: { Success: false, Message: 'Battery too low' } }) } });
    await userEvent.selectOptions(view.command(), 'Restart');
    await userEvent.type(view.message(), 'run');
    await userEvent.click(view.sendButton());
    expect((await within(view.maintenance()).findByRole('alert')).textContent).toBe('Restart failed: Battery too low');
  });

  it('CMD-50 the server could not locate the transmitter: its message is shown', async () => {
    const view = await renderWidget({ handlers: { transmitterCommand: async () => ({ ok: false, code: 'NOT_FOUND', serverText: 'Could not locate transmitter 71', status: 404 }) } });
    await userEvent.selectOptions(view.command(), 'Restart');
    await userEvent.type(view.message(), 'run');
    await userEvent.click(view.sendButton());
    expect((await within(view.maintenance()).findByRole('alert')).textContent).toBe('Restart failed: Could not locate transmitter 71');
  });

  it('CMD-47 qa-handling P2-7: a custom command shows sending, then that the device acknowledged the message, or the error with the message', async () => {
    let answer: (value: unknown) => void = () => {};
    const view = await renderWidget({ handlers: { transmitterCommand: () => new Promise((resolve) => (answer = resolve)) as never } });
    await userEvent.selectOptions(view.command(), 'Send a message');
    await userEvent.type(view.message(), 'Help is on the way');
    await userEvent.click(view.sendButton());
    expect(within(view.maintenance()).getByRole('status').textContent).toBe('Sending…');
    expect(sends(view.engine)[0]?.args).toEqual({ params: { alarm_id: 500, transmitter_id: 71, command_id: 32 }, body: { message: 'Help is on the way', alarm_id: 500, transmitter_id: 71, command_id: 32 } });
    answer({ ok: true, value: { Success: true } });
    await waitFor(() => expect(within(view.maintenance()).getByRole('status').textContent).toBe('Message sent; the device acknowledged it: Help is on the way'));

    await userEvent.type(view.message(), 'Second');
    await userEvent.click(view.sendButton());
    answer({ ok: false, code: 'SERVICE_UNAVAILABLE', messageKey: 'SERVICE_UNAVAILABLE' });
    const alert = await within(view.maintenance()).findByRole('alert');
    expect(alert.textContent).toBe(`The message was not delivered: ${commonEn.messages.SERVICE_UNAVAILABLE} (Second)`);
  });

  it('read-only mode shows the device info but no maintenance', async () => {
    await renderWidget({ readOnly: true });
    expect(screen.getByRole('article', { name: 'Safemate Home' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Device maintenance' })).toBeNull();
  });
});
