import { describe, expect, it } from 'vitest';
import { readCapabilityMessage } from './messages.ts';

describe('readCapabilityMessage', () => {
  it('passes a well-formed message of its capability and drops foreign or malformed ones', () => {
    const bye = { capability: 'alarm-sound', type: 'capability-bye', tabId: 't1' };
    expect(readCapabilityMessage(bye, 'alarm-sound')).toEqual(bye);
    expect(readCapabilityMessage(bye, 'softphone')).toBeNull();
    expect(readCapabilityMessage({ ...bye, tabId: '' }, 'alarm-sound')).toBeNull();
    expect(readCapabilityMessage({ ...bye, type: 'capability-unknown' }, 'alarm-sound')).toBeNull();
    expect(readCapabilityMessage({ type: 'alarms-changed' }, 'alarm-sound')).toBeNull();
    expect(readCapabilityMessage({ capability: 'alarm-sound', type: 'capability-failure', id: 'c1', toTabId: 't1', code: 'nope' }, 'alarm-sound')).toBeNull();
  });
});
