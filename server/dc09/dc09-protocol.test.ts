import { describe, expect, test } from 'vitest';
import { decryptDc09, encryptDc09 } from './aes.ts';
import { dc09Answer, dc09Nak } from './answers.ts';
import { readDc09Body } from './body.ts';
import { dc09Crc } from './crc.ts';
import { readDc09Event } from './event-code.ts';
import { readDc09Frame, type Dc09Frame } from './frame.ts';
import { dc09Message } from './message.ts';
import { isWithinWindow, parseDc09Timestamp } from './timestamp.ts';

/*
 * Frames from an independent implementation: pysiaalarm (https://github.com/eavanvalkenburg/pysiaalarm,
 * tests/test_sia_package_cases.py and tests/encrypted_config.json: account AAA..., key "AAAAAAAAAAAAAAAA"). Its
 * encrypted NULL frame is whole (CRC and length hold); its closing report's CRC holds but its length field does not
 * (that library does not check lengths), so only the CRC is compared there.
 */
const PYSIA_ENCRYPTED_NULL = '\n76D80055"*NULL"0000R0L0#AAAB[B4BC8B40D0E6D959D6BEA78E88CC0B2155741A3C44FBB96D476A3E557CAD64D9\r';
const PYSIA_KEY = Buffer.from('AAAAAAAAAAAAAAAA', 'latin1');
const KEY_256 = Buffer.from('00112233445566778899AABBCCDDEEFF00112233445566778899AABBCCDDEEFF', 'hex');

function frameOf(text: string): Dc09Frame {
  const reading = readDc09Frame(text);
  if (!reading.ok) throw new Error(`unreadable: ${reading.reason}`);
  return reading.frame;
}

describe('DC-09 frames', () => {
  test('dc09 frame: the CRC is CRC-16/ARC (check value of "123456789" is BB3D) and matches pysiaalarm frames', () => {
    expect(dc09Crc('123456789')).toBe('BB3D');
    expect(dc09Crc('"SIA-DCS"6002L0#AAA[|Nri1/CL501]_14:12:04,09-25-2019')).toBe('E5D5');
    expect(dc09Crc('"*SIA-DCS"5994L0#AAA[5AB718E008C616BF16F6468033A11326B0F7546CAB230910BCA10E4DEBA42283C436E4F8EFF50931070DDE36D5BB5F0C')).toBe('60AB');
  });

  test('dc09 frame: reads pysiaalarm\'s encrypted NULL frame and decrypts it with its key', () => {
    const frame = frameOf(PYSIA_ENCRYPTED_NULL);
    expect(frame).toMatchObject({ token: 'NULL', encrypted: true, sequence: '0000', receiver: '0', prefix: '0', account: 'AAAB' });
    const body = readDc09Body(decryptDc09(frame.body, PYSIA_KEY)!);
    expect(body).toEqual({ data: '', extended: [], timestamp: new Date('2020-07-05T18:24:52Z') });
  });

  test('dc09 frame: a wrong CRC, a wrong length or a broken header is refused with its reason', () => {
    const good = dc09Message({ token: 'SIA-DCS', sequence: '0001', receiver: '1', prefix: '2', account: '1234', data: '#1234|Nri1/FA01' });
    expect(readDc09Frame(good).ok).toBe(true);
    expect(readDc09Frame(good.replace(/^\n..../, '\n0000'))).toEqual({ ok: false, reason: 'crc' });
    const content = good.slice(9, -1);
    const wrongLength = `\n${dc09Crc(content)}0${(content.length + 1).toString(16).toUpperCase().padStart(3, '0')}${content}\r`;
    expect(readDc09Frame(wrongLength)).toEqual({ ok: false, reason: 'length' });
    expect(readDc09Frame('this is not a frame')).toEqual({ ok: false, reason: 'format' });
    const noPrefix = '"SIA-DCS"0001R1#1234[|NFA01]';
    expect(readDc09Frame(`\n${dc09Crc(noPrefix)}0${noPrefix.length.toString(16).padStart(3, '0').toUpperCase()}${noPrefix}\r`)).toEqual({ ok: false, reason: 'format' });
  });

  test('dc09 frame: a message built here reads back, header, data, extended data and timestamp', () => {
    const at = new Date('2026-11-28T21:15:07Z');
    const frame = frameOf(dc09Message({ token: 'SIA-DCS', sequence: '0042', prefix: '7', account: '12AB', data: '#12AB|Nri1/WA000', timestamp: at }));
    expect(frame).toMatchObject({ token: 'SIA-DCS', encrypted: false, sequence: '0042', receiver: undefined, prefix: '7', account: '12AB' });
    expect(readDc09Body(frame.body)).toEqual({ data: '#12AB|Nri1/WA000', extended: [], timestamp: at });
    expect(readDc09Body('|Nri1/CL501][M0026B9E4268B]_14:12:04,09-25-2019')?.extended).toEqual(['M0026B9E4268B']);
    expect(readDc09Body('|NFA01]_25:00:00,01-01-2026')).toBeUndefined();
  });

  test('dc09 encryption: AES-128 and AES-256 round trips, with pad characters the receiver drops; a wrong key reads nothing', () => {
    for (const key of [PYSIA_KEY, KEY_256]) {
      const hex = encryptDc09('|Nri1/FA01]_21:15:07,11-28-2026', key);
      expect(hex.length % 32).toBe(0);
      expect(decryptDc09(hex, key)).toBe('|Nri1/FA01]_21:15:07,11-28-2026');
    }
    const hex = encryptDc09('|Nri1/FA01]_21:15:07,11-28-2026', PYSIA_KEY);
    expect(decryptDc09(hex, KEY_256.subarray(0, 16))).toBeUndefined();
  });
});

describe('DC-09 events, time and answers', () => {
  test('dc09 events: SIA codes and Contact ID events with their qualifier', () => {
    expect(readDc09Event('SIA-DCS', '#AAA|Nri1/WA000')).toEqual({ kind: 'SIA', code: 'WA', restore: false, zone: '000' });
    expect(readDc09Event('SIA-DCS', '|NFA129')).toEqual({ kind: 'SIA', code: 'FA', restore: false, zone: '129' });
    expect(readDc09Event('ADM-CID', '#12345A|1110 00 129')).toEqual({ kind: 'CID', code: '110', restore: false, zone: '129' });
    expect(readDc09Event('ADM-CID', '|3110 01 004')).toEqual({ kind: 'CID', code: '110', restore: true, zone: '004' });
    expect(readDc09Event('ADM-CID', '|garbage')).toBeUndefined();
  });

  test('dc09 timestamp window: 20 s behind to 40 s ahead of the receiver', () => {
    const now = new Date('2026-11-28T21:00:00Z');
    expect(parseDc09Timestamp('_21:00:00,11-28-2026')).toEqual(now);
    expect(isWithinWindow(new Date(now.getTime() - 20_000), now)).toBe(true);
    expect(isWithinWindow(new Date(now.getTime() - 21_000), now)).toBe(false);
    expect(isWithinWindow(new Date(now.getTime() + 40_000), now)).toBe(true);
    expect(isWithinWindow(new Date(now.getTime() + 41_000), now)).toBe(false);
  });

  test('dc09 answers: ACK and DUH echo the message, NAK carries the receiver time, an encrypted ACK is encrypted', () => {
    const now = new Date('2026-11-28T21:00:00Z');
    const frame = frameOf(dc09Message({ token: 'SIA-DCS', sequence: '0007', receiver: '1', prefix: '2', account: '1234', data: '#1234|NFA01' }));
    expect(dc09Answer('ACK', frame, now)).toBe(`\n${dc09Crc('"ACK"0007R1L2#1234[]')}0014"ACK"0007R1L2#1234[]\r`);
    expect(frameOf(dc09Answer('DUH', frame, now)).token).toBe('DUH');
    const nak = frameOf(dc09Nak(now));
    expect(nak).toMatchObject({ token: 'NAK', sequence: '0000', account: undefined });
    expect(readDc09Body(nak.body)?.timestamp).toEqual(now);
    const sealed = frameOf(dc09Message({ token: 'SIA-DCS', sequence: '0008', prefix: '2', account: '1234', data: '|NFA01', timestamp: now, key: KEY_256 }));
    const ack = frameOf(dc09Answer('ACK', sealed, now, KEY_256));
    expect(ack).toMatchObject({ token: 'ACK', encrypted: true, sequence: '0008', account: '1234' });
    expect(readDc09Body(decryptDc09(ack.body, KEY_256)!)?.timestamp).toEqual(now);
  });
});
