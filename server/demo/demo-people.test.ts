import { describe, expect, it } from 'vitest';
import { ALARM_KINDS, createRandom } from './demo-people.ts';
import { simulatedAlarm } from './simulator.ts';

const priorityOf = (text: string) => ALARM_KINDS.find((kind) => kind.text === text)?.priority;

describe('demo alarm kinds', () => {
  it('falls and smoke are acute (3, the most urgent criticality), low battery and a door normal (1)', () => {
    expect(priorityOf('Fall detected')).toBe(3);
    expect(priorityOf('Smoke detector')).toBe(3);
    expect(priorityOf('Low battery')).toBe(1);
    expect(priorityOf('Door open at night')).toBe(1);
  });

  it('the simulator raises each kind with its priority', () => {
    const random = createRandom(1);
    for (let i = 0; i < 50; i++) {
      const alarm = simulatedAlarm(random);
      expect(alarm.Priority).toBe(priorityOf(alarm.AlarmText));
    }
  });
});
