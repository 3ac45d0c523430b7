import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListedAlarm } from '../../contract/index.ts';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { renderPart } from '../../app/testing/render-console.tsx';
import { AlarmRow } from './alarm-row.tsx';

const noop = () => undefined;
const alarm: ListedAlarm = { AlarmId: 1, GlobalAlarmId: 'g-1', Active: true, ServerAlarmTime: '2026-11-28T21:53:00Z', Name: 'Eva', AlarmText: 'Personal alarm button pressed in the bedroom' };
const props = { alarm, state: 'NotResponded', look: 'alarmcentric', time: '2026-11-28 21:53', clock: '21:53', waitState: null, targetSeconds: 60, pinned: true, tabStop: true, unviewed: false, significant: false, reminderLabel: null, reminderDue: false, pending: false, current: false, position: 1, setSize: 1, top: 0, onFocusRow: noop, onOpen: noop, onHover: noop } as const;

describe('the time a row shows', () => {
  it('qa-supervisor P2-17: a row waiting since an earlier day shows the time of day beside its wait, leaving its text the room; its name and tooltip keep the whole date-time', async () => {
    await renderPart(
      <ul>
        <AlarmRow {...props} waited="3 h 31 min" />
      </ul>,
      fakeEngine(),
      'en-GB',
    );
    const time = document.querySelector('.alarm-row__time');
    expect(time?.querySelector('[aria-hidden="true"]')?.textContent).toBe('21:53');
    expect(time?.getAttribute('title')).toBe('2026-11-28 21:53');
    expect(screen.getByRole('button').textContent).toContain('2026-11-28 21:53');
  });

  it('qa-supervisor P2-17: a row nobody waits on any more keeps its whole date-time in sight', async () => {
    await renderPart(
      <ul>
        <AlarmRow {...props} state="My" pinned={false} waited={null} />
      </ul>,
      fakeEngine(),
      'en-GB',
    );
    const time = document.querySelector('.alarm-row__time');
    expect(time?.textContent).toBe('2026-11-28 21:53');
    expect(time?.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
