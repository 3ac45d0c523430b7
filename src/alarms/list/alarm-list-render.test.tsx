import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlarmListPanel } from './alarm-list-panel.tsx';
import { engineWritesAlarms, makeAlarm, renderAlarmView, seedAlarms, userDb } from '../testing/alarm-harness.tsx';
import { recordingPlayer } from './testing/list-harness.ts';

/** The alarm ids of the rows a part of the list drew (the real row is drawn; only the drawing is counted). */
const drawn = vi.hoisted(() => [] as number[]);
vi.mock('./alarm-row.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./alarm-row.tsx')>();
  return {
    ...real,
    AlarmRow: (props: Parameters<typeof real.AlarmRow>[0]) => {
      drawn.push(props.alarm.AlarmId);
      return createElement(real.AlarmRow, props);
    },
  };
});

describe('the alarm list during a flood of pushes', () => {
  it('flood mode: a push that changes one alarm among 200 draws neither the acute part nor an open group again', async () => {
    const acute = [1, 2, 3].map((AlarmId) => makeAlarm({ AlarmId, AlarmText: 'Heart alarm', Priority: 3 }));
    const falls = [4, 5, 6].map((AlarmId) => makeAlarm({ AlarmId, AlarmText: 'Fall detected' }));
    const lone = Array.from({ length: 194 }, (_, index) => makeAlarm({ AlarmId: 7 + index, AlarmText: `Door ${index}`, UserId: 1000 + index }));
    await seedAlarms({ alarms: [...acute, ...falls, ...lone] });
    await userDb().meta.put({ key: 'flood', value: { on: true, ratePerMinute: 200, waiting: 200 } });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Fall detected · .*: 3 alarms/ }));
    await screen.findByRole('list', { name: /Fall detected · .*: 3 alarms/ });
    drawn.length = 0;

    const changed = lone[0]!;
    await act(() => engineWritesAlarms([{ ...changed, AlarmText: 'Door forced' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Door forced/ })).toBeTruthy());

    expect(drawn).toContain(changed.AlarmId);
    const unchangedParts = [...acute, ...falls].map((alarm) => alarm.AlarmId);
    expect(drawn.filter((id) => unchangedParts.includes(id))).toEqual([]);
  });
});
