import { describe, expect, it } from 'vitest';
import type { AlarmLog } from '../contract/index.ts';
import { alarmTextCutTo } from './alarm-text-cut.ts';

describe('alarmTextCutTo', () => {
  it('qa-handling P2-12: the server\'s repair line says the alarm text was cut, and to how many characters', () => {
    const logs: Pick<AlarmLog, 'EventCode' | 'EventParams'>[] = [
      { EventCode: 'received', EventParams: { name: 'Anna Andersson' } },
      { EventCode: 'ingestTruncated', EventParams: { field: 'AlarmText', max: '500' } },
    ];
    expect(alarmTextCutTo(logs)).toBe(500);
  });

  it('qa-handling P2-12: another field cut, or no repair at all, leaves the text whole', () => {
    expect(alarmTextCutTo([{ EventCode: 'ingestTruncated', EventParams: { field: 'IconRef', max: '200' } }])).toBeUndefined();
    expect(alarmTextCutTo([{ EventCode: null, EventParams: null }])).toBeUndefined();
    expect(alarmTextCutTo([])).toBeUndefined();
  });
});
