import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListedAlarm } from '../../contract/index.ts';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { renderPart } from '../../app/testing/render-console.tsx';
import { HistoryItem } from '../../history/history-item.tsx';
import { AlarmRow } from './alarm-row.tsx';

const absenceEnd = { AlarmText: 'Absence ended: check on the user', AlarmTextCode: 'absenceEnded', AlarmTextParams: {} };
const request = { AlarmText: 'Information request: Key holder update', AlarmTextCode: 'informationRequest', AlarmTextParams: { flag: 'Key holder update' } };

const noop = () => undefined;
const rowProps = { state: 'NotResponded', look: 'alarmcentric', time: '08:00', clock: '08:00', waited: null, waitState: null, targetSeconds: 60, pinned: false, tabStop: true, unviewed: false, significant: false } as const;
const markProps = { reminderLabel: null, reminderDue: false, pending: false, current: false, position: 1, setSize: 1, top: 0 } as const;

function row(alarm: ListedAlarm) {
  return (
    <ul>
      <AlarmRow alarm={alarm} {...rowProps} {...markProps} onFocusRow={noop} onOpen={noop} onHover={noop} />
    </ul>
  );
}

describe('alarm texts the server raised itself', () => {
  it('qa-supervisor P2-15: a Swedish operator reads them in Swedish in the alarm list and the history; a text without a code as it came', async () => {
    const alarm = (id: number, text: Partial<ListedAlarm>): ListedAlarm => ({ AlarmId: id, GlobalAlarmId: `g-${id}`, Active: true, ServerAlarmTime: '2026-11-28T08:00:00Z', Name: 'Eva', ...text });
    await renderPart(
      <>
        {row(alarm(1, absenceEnd))}
        {row(alarm(2, { AlarmText: 'Fall detected' }))}
        <ul>
          <HistoryItem item={{ AlarmId: 3, GlobalAlarmId: 'g-3', ...request }} time="08:00" />
          <HistoryItem item={{ AlarmId: 4, GlobalAlarmId: 'g-4', AlarmText: 'Test alarm: Full test: alarm to the centre', AlarmTextCode: 'testAlarms.fullTest' }} time="08:00" />
        </ul>
      </>,
      fakeEngine(),
      'sv-SE',
    );
    const list = screen.getAllByRole('button').map((button) => button.textContent ?? '');
    expect(list[0]).toContain('Frånvaron har upphört: kontrollera brukaren');
    expect(list[1]).toContain('Fall detected');
    expect(screen.getByRole('link', { name: 'Informationsbegäran: Key holder update' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Testlarm: Fullständigt test: larm till centralen' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Absence ended');
  });
});
