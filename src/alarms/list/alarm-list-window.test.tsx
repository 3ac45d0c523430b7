import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAlarmWriter } from '../../../workers/sync/alarm-writer.ts';
import type { ListedAlarm } from '../../db/rows.ts';
import { makeAlarm, renderAlarmView, seedAlarms, userDb } from '../testing/alarm-harness.tsx';
import { AlarmListPanel } from './alarm-list-panel.tsx';
import { mine, recordingPlayer, rowNames, tab } from './testing/list-harness.ts';

const realClock = { now: () => Date.now(), setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (id: unknown) => clearTimeout(id as number) };

/** 60 unanswered alarms a minute apart (the oldest first in the default order) and 3 of the operator's own. */
function storedAlarms(): ListedAlarm[] {
  const minute = (index: number) => new Date(Date.UTC(2026, 2, 1, 8, index)).toISOString();
  const waiting = Array.from({ length: 60 }, (_, index) => makeAlarm({ AlarmId: 100 + index, AlarmText: `Waiting ${index}`, ServerAlarmTime: minute(index) }));
  const own = Array.from({ length: 3 }, (_, index) => makeAlarm({ AlarmId: 200 + index, AlarmText: `Mine ${index}`, ...mine }));
  return [...waiting, ...own];
}

describe('the alarm list at a warm start', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warm start: the list draws its first rows and counts from the window before the whole table is read, then completes', async () => {
    const alarms = storedAlarms();
    await seedAlarms({ actions: ['AlarmOperator'] });
    // Stored and filed by the engine's writer, as at every push and catch-up.
    const writer = createAlarmWriter(userDb(), realClock);
    writer.put(alarms);
    await writer.flushed();
    writer.dispose();
    // The whole read is held until the window has been looked at.
    let releaseWholeRead = () => {};
    const held = new Promise<void>((resolve) => (releaseWholeRead = resolve));
    const wholeRead = userDb().alarms.toArray.bind(userDb().alarms);
    const toArray = vi.spyOn(userDb().alarms, 'toArray').mockImplementation(() => held.then(wholeRead) as never);

    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    // A loaded machine takes its time; the whole read is held, so only the window can draw these.
    expect(await screen.findByRole('tab', { name: /Active\s*60 alarms/ }, { timeout: 4000 })).toBeTruthy();
    expect(tab(/My alarms\s*3 alarms/)).toBeTruthy();
    const firstRows = await rowNames();
    expect(firstRows.slice(0, 3)).toEqual(['Waiting 0', 'Waiting 1', 'Waiting 2']);
    // Drawn from the window alone: the whole table is asked for only once the window is drawn, and not read yet.
    await waitFor(() => expect(toArray).toHaveBeenCalled());
    // A whole read slower than the start's window lifetime (a slow machine, 10,000 rows) leaves the drawn rows be.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect((await rowNames()).slice(0, 3)).toEqual(firstRows.slice(0, 3));

    releaseWholeRead();
    // The whole list: the other tabs too (the window holds only the active tab's first rows).
    await userEvent.click(tab(/My alarms/));
    await waitFor(async () => expect((await rowNames()).sort()).toEqual(['Mine 0', 'Mine 1', 'Mine 2']));
    await userEvent.click(tab(/Active/));
    expect((await rowNames()).slice(0, 3)).toEqual(firstRows.slice(0, 3));
    // 5.5 s held on purpose, and steps that each wait on the page (under a loaded run of the suite: seconds).
  }, 20_000);
});
