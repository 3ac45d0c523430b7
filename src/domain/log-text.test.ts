import { describe, expect, it } from 'vitest';
import { logTextKey } from './log-text.ts';

const format = { time: (iso: string) => `formatted ${iso.slice(11, 16)}`, command: (key: string) => `named ${key}`, inCallCommand: (type: string) => `in-call ${type}` };

describe('logTextKey', () => {
  it('a server-written line is rendered from its code, times in the console format', () => {
    expect(logTextKey({ EventCode: 'accepted', EventParams: { name: 'Anna Andersson' } }, format)).toEqual({ key: 'logCodes.accepted', params: { name: 'Anna Andersson' } });
    expect(logTextKey({ EventCode: 'notifyIn', EventParams: { at: '2026-11-23T16:30:00.000Z' } }, format)?.params).toEqual({ at: 'formatted 16:30' });
  });

  it('qa-handling P2-5: a command line names the command by its translated name, not its TranslationKey', () => {
    expect(logTextKey({ EventCode: 'commandSent', EventParams: { command: 'CMD_TEST_SIREN', device: 'TX100000' } }, format)?.params).toEqual({ command: 'named CMD_TEST_SIREN', device: 'TX100000' });
  });

  it('qa-handling P3-6: a DTMF line names the alarm unit\'s in-call command by its translated name, not its type', () => {
    expect(logTextKey({ EventCode: 'callDtmfCommand', EventParams: { inCallCommand: 'PTT_TALK', digit: '8', party: 'Bengt' } }, format)?.params).toEqual({ inCallCommand: 'in-call PTT_TALK', digit: '8', party: 'Bengt' });
  });

  it('a line without a code (operator text, older server) keeps its LogText', () => {
    expect(logTextKey({}, format)).toBeUndefined();
    expect(logTextKey({ EventCode: null, EventParams: null }, format)).toBeUndefined();
  });
});
