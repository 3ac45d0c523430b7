import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AlarmLog } from '../../../contract/index.ts';
import { openAlarmPage as open, widget } from './testing/widget-page.tsx';

describe('alarm widgets: logs', () => {
  it('STATE-10 STATE-09 logs are grouped by day, newest first, and a code-29/predefined-7 row is red for 15 s', async () => {
    const now = new Date();
    const logs: AlarmLog[] = [
      { Id: 1, LogEventCode: 5, LogText: 'Yesterday note', Created: '2026-02-27T10:00:00', RespondentName: 'Anna' },
      { Id: 2, LogEventCode: 1, LogText: 'Today reason', Created: '2026-02-28T09:00:00', PredefinedId: 2 },
      { Id: 3, LogEventCode: 29, PredefinedId: 7, LogText: 'Resource answered', Created: now.toISOString(), LastUpdated: now.toISOString() },
    ];
    await open({ alarm: { Logs: logs } });
    const days = within(widget('Logs')).getAllByRole('region');
    expect(days.map((d) => d.getAttribute('aria-label'))[1]).toBe('2026-02-28');
    expect(days.map((d) => d.getAttribute('aria-label'))[2]).toBe('2026-02-27');
    expect(within(widget('Logs')).getByText('Resource answered').closest('li')?.className).toContain('logs__row--highlight');
    expect(within(widget('Logs')).getByText('Today reason').closest('li')?.className).not.toContain('highlight');
  });

  it('STATE-14: a coded line without a dictionary entry shows its raw text and is reported once to the browser log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unknown = { LogEventCode: 20, PredefinedId: 4, EventCode: 'newerServerEvent', EventParams: { x: '1' }, Created: '2026-02-27T10:00:00' };
    await open({ alarm: { Logs: [{ Id: 1, LogText: 'A newer server line', ...unknown }, { Id: 2, LogText: 'Another newer line', ...unknown }] } });
    expect(within(widget('Logs')).getByText('A newer server line')).toBeTruthy();
    expect(within(widget('Logs')).getByText('Another newer line')).toBeTruthy();
    expect(warn.mock.calls.filter(([text]) => String(text).includes('logCodes.newerServerEvent'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('qa-handling P2-5: a command line names the command in the operator\'s language, not its TranslationKey', async () => {
    const logs: AlarmLog[] = [
      { Id: 1, LogEventCode: 20, PredefinedId: 4, LogText: 'CMD_TEST_SIREN sent to TX100000', EventCode: 'commandSent', EventParams: { command: 'CMD_TEST_SIREN', device: 'TX100000' }, Created: '2026-02-27T10:00:00' },
      { Id: 2, LogEventCode: 20, PredefinedId: 4, LogText: 'x', EventCode: 'commandAcknowledged', EventParams: { command: 'CMD_SELFTEST', device: 'TX100000' }, Created: '2026-02-27T10:01:00' },
    ];
    await open({ alarm: { Logs: logs } });
    expect(within(widget('Logs')).getByText('Test siren sent to TX100000')).toBeTruthy();
    expect(within(widget('Logs')).getByText('TX100000 acknowledged Self-test')).toBeTruthy();
  });

  it('ux polish: the logs name their order, and a disabled Extended says why', async () => {
    const view = await open({ alarm: { Logs: [{ Id: 1, LogEventCode: 5, LogText: 'System row', Created: '2026-02-27T10:00:00' }] } });
    expect(within(widget('Logs')).getByText('Newest first')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Extended' }).getAttribute('aria-describedby')).toBeNull();
    view.unmount();
    await open({ alarm: { Template: 'goteborg', RespondentId: null }, dynamic: { RespondentId: null } });
    expect(within(widget('Logs')).getByText('Oldest first')).toBeTruthy();
    const extended = screen.getByRole('checkbox', { name: 'Extended' });
    await waitFor(() => expect(extended).toHaveProperty('disabled', true));
    expect(document.getElementById(extended.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Take over the alarm to change what the log shows.');
  });

  it('ux polish: free texts keep their line breaks and isolate right-to-left text', async () => {
    await open({ alarm: { AlarmText: 'Fall detected', Logs: [{ Id: 1, LogEventCode: 1, PredefinedId: 2, LogText: 'سقط في المطبخ\nCalled 112', Created: '2026-02-27T10:00:00' }] } });
    const text = within(widget('Logs')).getByText(/سقط في المطبخ/);
    expect(text.getAttribute('dir')).toBe('auto');
    expect(text.className).toContain('free-text');
    expect(screen.getByRole('heading', { name: 'Fall detected' }).getAttribute('dir')).toBe('auto');
  });

  it('STATE-12 STATE-13 Extended is on by default and saved locally; it is disabled while the alarm can be taken', async () => {
    const view = await open({ alarm: { Logs: [{ Id: 1, LogEventCode: 5, LogText: 'System row', Created: '2026-02-27T10:00:00' }] } });
    const extended = screen.getByRole('checkbox', { name: 'Extended' });
    expect((extended as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('System row')).toBeTruthy();
    await userEvent.click(extended);
    expect(view.engine.calls.filter((c) => c.command === 'setPref')).toEqual([{ command: 'setPref', args: { key: 'extendedLogs', value: false } }]);
    view.unmount();
    await open({ alarm: { RespondentId: null }, dynamic: { RespondentId: null }, seed: { prefs: { extendedLogs: false } } });
    const disabled = screen.getByRole('checkbox', { name: 'Extended' }) as HTMLInputElement;
    await waitFor(() => expect(disabled.checked).toBe(false));
    expect(disabled.disabled).toBe(true);
  });
});
