import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlarmHistoryItem, AlarmLog } from '../contract/index.ts';
import { makeAlarm, renderAlarmView, seedAlarms } from '../alarms/testing/alarm-harness.tsx';
import { HistoryPanel } from './history-panel.tsx';

const log = (Id: number, LogEventCode: number, LogText: string, Created: string): AlarmLog => ({ Id, LogEventCode, LogText, Created, PredefinedId: 2 });

function item(patch: Partial<AlarmHistoryItem> & { AlarmId: number }): AlarmHistoryItem {
  return { GlobalAlarmId: `g-${patch.AlarmId}`, Template: 'default', Logs: [], ...patch };
}

const history: AlarmHistoryItem[] = [
  item({ AlarmId: 201, AlarmText: 'Older fall', RespondentInitials: 'OO', AlarmClass: 'fall', ServerAlarmTime: '2026-02-01T08:00:00' }),
  item({
    AlarmId: 202,
    AlarmText: 'Newest fall',
    RespondentInitials: 'AA',
    RespondentName: 'Anna Andersson',
    AlarmClass: 'Medical',
    ServerAlarmTime: '2026-02-03T09:15:00',
    Logs: [
      log(1, 1, 'Fell in the bathroom', '2026-02-03T09:16:00'),
      log(2, 1, 'Pressed by mistake', '2026-02-03T09:17:00'),
      log(3, 2, 'Home care sent', '2026-02-03T09:18:00'),
      { Id: 4, LogEventCode: 5, LogText: 'Daughter informed by phone at nine', Created: '2026-02-03T09:19:00' },
    ],
  }),
];

async function renderHistory(settings: Record<string, string> = {}) {
  await seedAlarms({ settings, alarms: [makeAlarm({ AlarmId: 300, UserId: 500 })], history: [{ UserId: 500, items: history }] });
  return renderAlarmView(<HistoryPanel />, { path: '/dashboard/template/default/300' });
}

describe('HistoryPanel', () => {
  it('HIST-01 HIST-02 lists the open alarm user’s alarms newest first with text, initials, class and time', async () => {
    await renderHistory();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading').textContent)).toEqual(['Newest fall (AA)', 'Older fall (OO)']);
    expect(within(items[0]!).getByText('Class: Medical')).toBeTruthy();
    expect(within(items[0]!).getByText('2026-02-03 09:15')).toBeTruthy();
  });

  it('ux polish: a class code reads as its translated name; an unknown class as sent', async () => {
    await renderHistory();
    const items = within(await screen.findByRole('list')).getAllByRole('article');
    expect(within(items[1]!).getByText('Class: Fall')).toBeTruthy();
    expect(within(items[0]!).getByText('Class: Medical')).toBeTruthy();
  });

  it('HIST-03 HIST-04 shows the latest reason, action and note, cut at 25 characters with more/less, and earlier ones behind a link', async () => {
    await renderHistory();
    const newest = (await screen.findAllByRole('article'))[0]!;
    expect(within(newest).getByText('Pressed by mistake')).toBeTruthy();
    expect(within(newest).getByText('Home care sent')).toBeTruthy();
    expect(within(newest).getByText('Daughter informed by phon…')).toBeTruthy();
    await userEvent.click(within(newest).getByRole('button', { name: 'more' }));
    expect(within(newest).getByText('Daughter informed by phone at nine')).toBeTruthy();
    expect(within(newest).getByRole('button', { name: 'less' })).toBeTruthy();
    await userEvent.click(within(newest).getByRole('button', { name: '1 earlier' }));
    expect(within(newest).getByText('Fell in the bathroom')).toBeTruthy();
  });

  it('HIST-05 HIST-06 HIST-07 the grid shows time, event, reason, action, note and from, hides chosen columns, and opens an alarm from its event', async () => {
    const view = await renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Show as table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alarm history' });
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Event', 'Reason', 'Action', 'Note', 'From']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Pressed by mistake');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Note' }));
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Event', 'Reason', 'Action', 'From']);
    await userEvent.click(within(table).getByRole('button', { name: 'Open the alarm “Older fall”' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/default/201'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('HIST-08 links to the user in the admin portal in a new tab', async () => {
    await renderHistory({ ADMINURL: 'https://admin.example.org/' });
    const link = await screen.findByRole('link', { name: 'Open in the administration portal' });
    expect(link.getAttribute('href')).toBe('https://admin.example.org/objects/500');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says what to do when no alarm is open', async () => {
    await seedAlarms();
    await renderAlarmView(<HistoryPanel />);
    expect(await screen.findByText('Open an alarm to see the history of its user.')).toBeTruthy();
  });

  it('ux polish: "Show as table" is a bordered button, not text that reads as a second heading', async () => {
    await renderHistory();
    const button = await screen.findByRole('button', { name: 'Show as table' });
    expect(button.className).toContain('btn-secondary');
    expect(button.className).not.toContain('btn-ghost');
  });
});
