import { describe, expect, it } from 'vitest';
import { logTextKey } from './log-text.ts';

const format = (iso: string) => `formatted ${iso.slice(11, 16)}`;

describe('logTextKey', () => {
  it('ux #18: a server-written line is rendered from its code, times in the console format', () => {
    expect(logTextKey({ EventCode: 'accepted', EventParams: { name: 'Anna Andersson' } }, format)).toEqual({ key: 'logCodes.accepted', params: { name: 'Anna Andersson' } });
    expect(logTextKey({ EventCode: 'notifyIn', EventParams: { at: '2026-11-23T16:30:00.000Z' } }, format)?.params).toEqual({ at: 'formatted 16:30' });
  });

  it('ux #18: a line without a code (operator text, older server) keeps its LogText', () => {
    expect(logTextKey({}, format)).toBeUndefined();
    expect(logTextKey({ EventCode: null, EventParams: null }, format)).toBeUndefined();
  });
});
