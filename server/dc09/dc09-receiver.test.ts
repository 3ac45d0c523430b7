import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { decryptDc09 } from './aes.ts';
import { readDc09Body } from './body.ts';
import { saveDc09Account } from './dc09-accounts.ts';
import { Dc09TcpClient, sendDc09Udp } from './dc09-client.ts';
import { dc09MessageIds } from './message-id.ts';
import { checkSupervision } from './supervision.ts';
import { readDc09Frame, writeDc09Frame, type Dc09Frame } from './frame.ts';
import { dc09Message, type Dc09Outgoing } from './message.ts';

/*
 * The receiver over real sockets. Frames are built by message.ts, whose format is
 * checked against pysiaalarm's frames in dc09-protocol.test.ts.
 */
const KEY = '000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F';
const CLEAR = '1A01';
const SEALED = '1A02';
const BROKEN = '1A03';
const PERSON = 17;

let sequence = 100;
function message(account: string, data: string, extra: Partial<Dc09Outgoing> = {}): string {
  sequence += 1;
  return dc09Message({ token: 'SIA-DCS', sequence: String(sequence).padStart(4, '0'), receiver: '1', prefix: '1', account, data, timestamp: new Date(), ...extra });
}

function frameOf(answer: string | undefined): Dc09Frame {
  const reading = readDc09Frame(answer ?? '');
  if (!reading.ok) throw new Error(`not a frame: ${JSON.stringify(answer)}`);
  return reading.frame;
}

describe('DC-09 receiver', () => {
  let server: TestServer;
  let tcp: Dc09TcpClient;
  const alarmsOf = (userId: number, textCode: string) =>
    server.app.arc.db.selectFrom('alarms').select(['AlarmId', 'Priority']).where('UserId', '=', userId).where('AlarmTextCode', '=', textCode).execute();
  const notesOf = (userId: number) => server.app.arc.db.selectFrom('notes').select('Note').where('UserId', '=', userId).where('AdminName', '=', 'DC-09').execute();

  beforeAll(async () => {
    server = await startTestServer({ dc09: { tcpPort: 0, udpPort: 0, supervisionCheckMs: 0 } });
    const ctx = server.app.arc;
    await saveDc09Account(ctx, { Account: CLEAR, UserId: PERSON, Key: null, RequireEncryption: false, SupervisionSeconds: 0 });
    await saveDc09Account(ctx, { Account: SEALED, UserId: PERSON, Key: KEY, RequireEncryption: true, SupervisionSeconds: 0 });
    await saveDc09Account(ctx, { Account: BROKEN, UserId: PERSON, Key: null, RequireEncryption: false, SupervisionSeconds: 0 });
    // A person removed after the unit was assigned: nothing can be stored for it.
    await server.app.arc.db.updateTable('dc09_accounts').set({ UserId: 999_999 }).where('Account', '=', BROKEN).execute();
    tcp = await Dc09TcpClient.open(server.app.dc09.tcpPort!);
  });
  afterAll(async () => {
    tcp.close();
    await server.close();
  });

  test('dc09 receiver: a SIA fire event over TCP raises the mapped alarm and is acknowledged once committed', async () => {
    const answer = frameOf(await tcp.send(message(CLEAR, `#${CLEAR}|Nri1/FA01`)));
    expect(answer).toMatchObject({ token: 'ACK', sequence: String(sequence).padStart(4, '0'), receiver: '1', prefix: '1', account: CLEAR });
    // Read right after the ACK: the alarm was committed before it was sent.
    expect(await alarmsOf(PERSON, 'dc09.fire')).toEqual([expect.objectContaining({ Priority: 1 })]);
  });

  test('dc09 receiver: a message that cannot be stored is never acknowledged, and the receiver goes on', async () => {
    expect(await tcp.send(message(BROKEN, `#${BROKEN}|Nri1/FA01`), 1000)).toBeUndefined();
    expect(frameOf(await tcp.send(message(CLEAR, `#${CLEAR}|Nri1/WA01`))).token).toBe('ACK');
  });

  test('dc09 receiver: a repeated message (same account and sequence) makes one alarm and is acknowledged again', async () => {
    const repeated = message(CLEAR, `#${CLEAR}|Nri1/PA01`);
    expect(frameOf(await tcp.send(repeated)).token).toBe('ACK');
    expect(frameOf(await tcp.send(repeated)).token).toBe('ACK');
    expect(await alarmsOf(PERSON, 'dc09.panic')).toHaveLength(1);
  });

  test('DC-09 flood: the alarm’s GlobalAlarmId is the one its sender works out from account, sequence, data and time', async () => {
    // The frame carries whole seconds.
    const sent = new Date(Math.floor(Date.now() / 1000) * 1000);
    expect(frameOf(await tcp.send(message(CLEAR, `#${CLEAR}|Nri1/QA01`, { timestamp: sent }))).token).toBe('ACK');
    const ids = dc09MessageIds(CLEAR, String(sequence).padStart(4, '0'), `#${CLEAR}|Nri1/QA01`, sent);
    const found = await server.app.arc.db.selectFrom('alarms').select('AlarmTextCode').where('GlobalAlarmId', 'in', ids).execute();
    expect(found).toEqual([{ AlarmTextCode: 'dc09.fall' }]);
  });

  test('dc09 receiver: a message sent again with a new time (as after a NAK) is the same message: one alarm, acknowledged again; other data under the same sequence is another', async () => {
    const first = message(CLEAR, `#${CLEAR}|Nri1/WA01`, { timestamp: new Date(Date.now() - 5_000) });
    const again = dc09Message({ token: 'SIA-DCS', sequence: String(sequence).padStart(4, '0'), receiver: '1', prefix: '1', account: CLEAR, data: `#${CLEAR}|Nri1/WA01`, timestamp: new Date() });
    const other = dc09Message({ token: 'SIA-DCS', sequence: String(sequence).padStart(4, '0'), receiver: '1', prefix: '1', account: CLEAR, data: `#${CLEAR}|Nri1/WA02`, timestamp: new Date() });
    const before = (await alarmsOf(PERSON, 'dc09.water')).length;
    expect(frameOf(await tcp.send(first)).token).toBe('ACK');
    expect(frameOf(await sendDc09Udp(server.app.dc09.udpPort!, again)).token).toBe('ACK');
    expect(await alarmsOf(PERSON, 'dc09.water')).toHaveLength(before + 1);
    expect(frameOf(await tcp.send(other)).token).toBe('ACK');
    expect(await alarmsOf(PERSON, 'dc09.water')).toHaveLength(before + 2);
  });

  test('dc09 receiver: bad frames (CRC, length, format) are never answered and never stop it', async () => {
    const good = message(CLEAR, `#${CLEAR}|Nri1/MA01`);
    expect(await tcp.send(good.replace(/^\n..../, '\n0000'), 500)).toBeUndefined();
    expect(await tcp.send(good.replace('0', '1'), 500)).toBeUndefined();
    expect(await tcp.send('\nnot a frame at all\r', 500)).toBeUndefined();
    expect(frameOf(await tcp.send(good)).token).toBe('ACK');
  });

  test('dc09 receiver: an unknown token is answered DUH; an unknown account DUH after its "Unknown device" alarm is stored', async () => {
    const unknownToken = message(CLEAR, `#${CLEAR}|Nri1/FA01`).slice(9, -1).replace('SIA-DCS', 'XYZ-ABC');
    expect(frameOf(await tcp.send(writeDc09Frame(unknownToken))).token).toBe('DUH');
    expect(frameOf(await tcp.send(message('9999', '#9999|Nri1/FA01'))).token).toBe('DUH');
    const unassigned = await server.app.arc.db.selectFrom('monitored_users').select('UserId').where('ExternalId', '=', 'dc09-unassigned').executeTakeFirstOrThrow();
    const [alarm] = await server.app.arc.db.selectFrom('alarms').select(['AlarmText', 'AlarmTextParams']).where('UserId', '=', unassigned.UserId).execute();
    expect(alarm?.AlarmText).toBe('Unknown device 9999: event FA');
  });

  test('dc09 receiver: an unknown code of a known account raises "Unknown device"; a Contact ID event maps by its number', async () => {
    expect(frameOf(await tcp.send(message(CLEAR, `#${CLEAR}|Nri1/ZZ01`))).token).toBe('ACK');
    expect(frameOf(await tcp.send(message(CLEAR, `#${CLEAR}|1111 00 004`, { token: 'ADM-CID' }))).token).toBe('ACK');
    expect(await alarmsOf(PERSON, 'dc09.unknownDevice')).toHaveLength(1);
    expect(await alarmsOf(PERSON, 'dc09.smoke')).toHaveLength(1);
  });

  test('dc09 receiver: restores and test reports are logged on the person, not raised', async () => {
    const before = (await alarmsOf(PERSON, 'dc09.fire')).length;
    expect(frameOf(await tcp.send(message(CLEAR, `#${CLEAR}|3110 00 001`, { token: 'ADM-CID' }))).token).toBe('ACK');
    expect(frameOf(await tcp.send(message(CLEAR, `#${CLEAR}|Nri0/RP000`))).token).toBe('ACK');
    expect(await alarmsOf(PERSON, 'dc09.fire')).toHaveLength(before);
    expect(await alarmsOf(PERSON, 'dc09.testReport')).toHaveLength(0);
    expect((await notesOf(PERSON)).map((n) => n.Note)).toEqual(expect.arrayContaining([`DC-09 ${CLEAR}: R110 (restore), zone 001`, `DC-09 ${CLEAR}: RP, zone 000`]));
  });

  test('dc09 receiver: a time outside the window is answered NAK with the receiver time', async () => {
    const answer = frameOf(await tcp.send(message(CLEAR, `#${CLEAR}|Nri1/FA02`, { timestamp: new Date(Date.now() - 120_000) })));
    expect(answer.token).toBe('NAK');
    expect(Math.abs(readDc09Body(answer.body)!.timestamp!.getTime() - Date.now())).toBeLessThan(5000);
  });

  test('dc09 receiver: an encrypted account is answered encrypted; its message in the clear is refused', async () => {
    const key = Buffer.from(KEY, 'hex');
    const answer = frameOf(await tcp.send(message(SEALED, '|Nri1/MA01', { key })));
    expect(answer).toMatchObject({ token: 'ACK', encrypted: true, account: SEALED });
    expect(readDc09Body(decryptDc09(answer.body, key)!)?.timestamp).toBeInstanceOf(Date);
    const medical = (await alarmsOf(PERSON, 'dc09.medical')).length;
    expect(frameOf(await tcp.send(message(SEALED, `#${SEALED}|Nri1/MA01`))).token).toBe('DUH');
    expect(await alarmsOf(PERSON, 'dc09.medical')).toHaveLength(medical);
  });

  test('dc09 receiver: UDP datagrams are answered like TCP frames', async () => {
    const answer = frameOf(await sendDc09Udp(server.app.dc09.udpPort!, message(CLEAR, `#${CLEAR}|Nri1/XT01`)));
    expect(answer.token).toBe('ACK');
    expect(await alarmsOf(PERSON, 'dc09.lowBattery')).toHaveLength(1);
  });

  test('dc09 supervision: a unit that checked in and then falls silent raises one "connection lost" alarm; its return is logged', async () => {
    const ctx = server.app.arc;
    await saveDc09Account(ctx, { Account: 'B001', UserId: PERSON, Key: null, RequireEncryption: false, SupervisionSeconds: 1 });
    const lost = () => ctx.db.selectFrom('alarms').select('AlarmId').where('AlarmTextCode', '=', 'dc09.connectionLost').execute();
    const nullMessage = () => dc09Message({ token: 'NULL', sequence: '0000', receiver: '1', prefix: '1', account: 'B001', data: '', timestamp: new Date() });
    expect(frameOf(await tcp.send(nullMessage())).token).toBe('ACK');
    await checkSupervision(ctx);
    expect(await lost()).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await checkSupervision(ctx);
    await checkSupervision(ctx);
    expect(await lost()).toHaveLength(1);
    expect(frameOf(await tcp.send(nullMessage())).token).toBe('ACK');
    expect((await notesOf(PERSON)).map((n) => n.Note)).toContain('DC-09 B001: connection to the alarm unit restored');
  });
});
