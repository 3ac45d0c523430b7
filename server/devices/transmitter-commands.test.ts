import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { DEVICE_ANSWER_MS } from './transmitter-commands.ts';

interface Transmitter {
  TransmitterId: number;
  TransmitterIdentifier: string;
  ProductName: string;
  AdditionalInfo?: { InfoTranslationKey?: string; SmallImageUrl?: string; ImageUrl?: string; Callback?: string } | null;
  ProductCommands: { CommandId: number; TranslationKey: string; CommandType: number; Type: string }[];
}
interface Details {
  AlarmId: number;
  ObjectTransmitters: Transmitter[];
  Logs: { LogText: string }[];
}

let server: TestServer;
let anna: string;
let alarmId: number;

const details = async () => (await server.request<Details>('GET', `/api/alarms/${alarmId}`, { token: anna })).body;
const send = (transmitterId: number, commandId: number, body: Record<string, unknown>, alarm = alarmId) =>
  server.request<Record<string, unknown>>('POST', `/api/alarms/${alarm}/transmitter/${transmitterId}/command/${commandId}`, { token: anna, json: body });
const commandOf = (transmitter: Transmitter, key: string) => transmitter.ProductCommands.find((command) => command.TranslationKey === key)!;

async function raiseFor(userId: number): Promise<number> {
  const raised = await server.request<{ AlarmId: number }>('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: userId, AlarmText: `device test ${userId}` } });
  const id = raised.body.AlarmId;
  await server.request('POST', `/api/alarms/${id}/accept`, { token: anna, json: { force: false } });
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  anna = await server.login('anna');
  alarmId = await raiseFor(3);
});
afterAll(() => server.close());

describe('transmitter commands against the running server', () => {
  it('CMD-51 an alarm carries its transmitters with product, model, version, info key, pictures and callback', async () => {
    const { ObjectTransmitters } = await details();
    expect(ObjectTransmitters.length).toBeGreaterThanOrEqual(2);
    const [main] = ObjectTransmitters;
    expect(main!.AdditionalInfo).toMatchObject({ InfoTranslationKey: expect.stringMatching(/^DEVICE_INFO_/), SmallImageUrl: expect.stringMatching(/-small\.svg$/), ImageUrl: expect.stringMatching(/-large\.svg$/), Callback: expect.stringMatching(/^\+46/) });
    expect(main!.ProductCommands.every((command) => [6, 7].includes(command.CommandType))).toBe(true);
    const sensor = ObjectTransmitters.find((t) => t.ProductName === 'Door sensor');
    expect(sensor?.AdditionalInfo?.Callback).toBe('');
  });

  it('a product command is acknowledged after a short delay, and the command and its answer are logged on the alarm', async () => {
    const [main] = (await details()).ObjectTransmitters;
    const restart = commandOf(main!, 'CMD_RESTART');
    const started = Date.now();
    const answer = await send(main!.TransmitterId, restart.CommandId, { CommandText: 'restart tonight' });
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEVICE_ANSWER_MS - 20);
    expect(answer.body).toEqual({ Success: true, Message: `${main!.TransmitterIdentifier} acknowledged CMD_RESTART` });
    const logs = (await details()).Logs.map((log) => log.LogText);
    expect(logs).toContain(`Restart sent to ${main!.TransmitterIdentifier}: restart tonight`);
    expect(logs).toContain(`${main!.TransmitterIdentifier} acknowledged Restart`);
  });

  it('the failing product command answers Success false with the device words, logged', async () => {
    const [main] = (await details()).ObjectTransmitters;
    const answer = await send(main!.TransmitterId, commandOf(main!, 'CMD_SELFTEST').CommandId, { CommandText: 'run' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Success: false, Message: expect.stringContaining('self-test') });
    expect((await details()).Logs.map((log) => log.LogText)).toContain(`Self-test failed on ${main!.TransmitterIdentifier}: ${answer.body.Message as string}`);
  });

  it('a custom command sends its message with the ids', async () => {
    const [main] = (await details()).ObjectTransmitters;
    const custom = main!.ProductCommands.find((command) => command.Type === 'custom_additional')!;
    const answer = await send(main!.TransmitterId, custom.CommandId, { message: 'Hello Anna', alarm_id: alarmId, transmitter_id: main!.TransmitterId, command_id: custom.CommandId });
    expect(answer.body).toMatchObject({ Success: true });
    expect((await details()).Logs.map((log) => log.LogText)).toContain(`Send message sent to ${main!.TransmitterIdentifier}: Hello Anna`);
  });

  it('CMD-49 a transmitter without callback is refused with NO_TRANSMITTER_CALLBACK, and the refusal is logged', async () => {
    const sensor = (await details()).ObjectTransmitters.find((t) => t.ProductName === 'Door sensor')!;
    const answer = await send(sensor.TransmitterId, commandOf(sensor, 'CMD_RESTART').CommandId, { CommandText: 'restart' });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('NO_TRANSMITTER_CALLBACK');
    expect((await details()).Logs.map((log) => log.LogText)).toContain('Restart not sent to DS-4471: the transmitter has no callback number');
  });

  it('CMD-50 an unknown transmitter, or one of another user, is rejected with could not locate transmitter', async () => {
    const unknown = await send(999_999, 1, { CommandText: 'restart' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Message).toBe('Could not locate transmitter 999999');
    const other = await raiseFor(4);
    const [foreign] = (await server.request<Details>('GET', `/api/alarms/${other}`, { token: anna })).body.ObjectTransmitters;
    const crossed = await send(foreign!.TransmitterId, commandOf(foreign!, 'CMD_RESTART').CommandId, { CommandText: 'restart' });
    expect(crossed.status).toBe(404);
    expect(crossed.body.Message).toBe(`Could not locate transmitter ${foreign!.TransmitterId}`);
  });

  it('qa-handling P2-7: Restart is sent without a message; an empty message of a message command is refused', async () => {
    const [main] = (await details()).ObjectTransmitters;
    expect((await send(main!.TransmitterId, commandOf(main!, 'CMD_RESTART').CommandId, {})).body).toEqual({ Success: true, Message: expect.any(String) });
    expect((await details()).Logs.map((log) => log.LogText)).toContain(`Restart sent to ${main!.TransmitterIdentifier}`);
    const custom = main!.ProductCommands.find((command) => command.Type === 'custom_additional')!;
    expect((await send(main!.TransmitterId, custom.CommandId, { message: '  ' })).status).toBe(400);
    expect((await send(main!.TransmitterId, custom.CommandId, { CommandText: '' })).status).toBe(400);
  });

  it('serves the product pictures as SVG', async () => {
    const [main] = (await details()).ObjectTransmitters;
    for (const url of [main!.AdditionalInfo!.SmallImageUrl!, main!.AdditionalInfo!.ImageUrl!]) {
      const picture = await server.request('GET', url);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect((await server.request('GET', '/media/products/99-small.svg')).status).toBe(404);
  });
});
