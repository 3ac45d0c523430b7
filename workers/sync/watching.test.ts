import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/domain/settings.ts';
import { FakeClock, settle } from './testing/fake-clock.ts';
import { createWatching } from './watching.ts';

function watchingWithCounts() {
  const clock = new FakeClock();
  const loads = { alarm: 0, group: 0, answerShare: 0, answerReport: 0 };
  const count = (kind: keyof typeof loads) => async () => void (loads[kind] += 1);
  const watching = createWatching({
    clock,
    network: { isOnline: () => true, subscribe: () => () => undefined },
    settings: () => parseSettings([]),
    load: { alarm: count('alarm'), group: count('group'), answerShare: count('answerShare'), answerReport: count('answerReport') },
  });
  return { clock, loads, watching };
}

/** An update push of alarm `n` held by `respondentId` (null: unanswered), as the reference server sends it. */
function update(n: number, respondentId: number | null) {
  return { type: 'update', pushId: n, sentAt: '2026-11-28T10:00:00Z', alarmId: n, globalAlarmId: `g-${n}`, active: true, respondentid: respondentId } as const;
}

describe('watching answer times', () => {
  it('answer-time targets: a burst of alarm pushes loads a shown shift share once, then once more after a 2-s gap; unshown, never', async () => {
    const { clock, loads, watching } = watchingWithCounts();
    for (let i = 0; i < 50; i += 1) void watching.alarmPushed(update(i, 7));
    await settle();
    expect(loads.answerShare).toBe(0);

    await watching.watch('tab', { kind: 'answerShare', id: 0 });
    expect(loads.answerShare).toBe(1);
    for (let i = 50; i < 100; i += 1) void watching.alarmPushed(update(i, 7));
    await clock.advance(1_000);
    expect(loads.answerShare).toBe(2);
    await clock.advance(1_500);
    expect(loads.answerShare).toBe(3);
    await clock.advance(5_000);
    expect(loads.answerShare).toBe(3);
    watching.stop();
  });

  it('answer-time targets: only a first take or a removal loads the shift share again; a reason on a taken alarm does not', async () => {
    const { clock, loads, watching } = watchingWithCounts();
    await watching.watch('tab', { kind: 'answerShare', id: 0 });
    void watching.alarmPushed(update(1, null));
    await settle();
    expect(loads.answerShare).toBe(1);
    void watching.alarmPushed(update(1, 7));
    await settle();
    expect(loads.answerShare).toBe(2);
    await clock.advance(2_000);
    void watching.alarmPushed(update(1, 7));
    await clock.advance(2_000);
    expect(loads.answerShare).toBe(2);
    // The existing backend's legacy update does not say who holds the alarm.
    void watching.alarmPushed({ type: 'update', globalAlarmId: 'g-2', active: true });
    await settle();
    expect(loads.answerShare).toBe(3);
    await clock.advance(2_000);
    void watching.alarmPushed({ type: 'remove', pushId: 9, sentAt: '2026-11-28T10:00:00Z', alarmId: 1, globalAlarmId: 'g-1' });
    await settle();
    expect(loads.answerShare).toBe(4);
    watching.stop();
  });

  it('answer-time targets: watched answer figures are loaded again every 30 s until nobody shows them', async () => {
    const { clock, loads, watching } = watchingWithCounts();
    watching.follow(true);
    await watching.watch('tab', { kind: 'answerReport', id: 0 });
    await clock.advance(30_000);
    expect(loads.answerReport).toBe(2);
    watching.unwatch('tab', { kind: 'answerReport', id: 0 });
    await clock.advance(60_000);
    expect(loads.answerReport).toBe(2);
    watching.stop();
  });
});
