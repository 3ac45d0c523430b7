import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeEngine, type FakeEngine } from '../../../app/testing/fake-engine.ts';
import { ROUTES } from '../../../contract/console-routes.ts';
import type { ListedAlarm, AlarmDetails, AlarmLog, UserDetails } from '../../../contract/index.ts';
import { type AlarmSeed, MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms } from '../../testing/alarm-harness.tsx';
import { AlarmDetailPage } from '../alarm-detail-page.tsx';

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };
const baseUser: UserDetails = {
  UserId: 500,
  Name: 'Greta',
  LastName: 'Gustafsson',
  NationalIdNumber: '19400101-1234',
  CustomerNumber: 'C-77',
  ContractNumber: 'K-12',
  KeyPlacement: 'Key box by the door',
  AlarmAction: 'Call the daughter first',
};

async function open(options: { alarm?: Partial<ListedAlarm>; dynamic?: Partial<AlarmDetails['DynamicDetails']>; user?: Partial<UserDetails>; seed?: AlarmSeed; engine?: FakeEngine } = {}) {
  const alarm = makeAlarm({ AlarmId: 400, AlarmText: 'Fall detected', ...mine, ...options.alarm });
  await seedAlarms({ ...options.seed, users: [{ ...baseUser, ...options.user }], alarms: [alarm], details: [makeDetails(alarm, { ...mine, ...options.dynamic })] });
  const view = await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: `/dashboard/template/${alarm.Template}/400`, engine: options.engine });
  await screen.findByRole('heading', { name: 'Fall detected' });
  return view;
}

const widget = (name: string) => screen.getByRole('region', { name });

describe('alarm widgets', () => {
  it('WIDGET-20 WIDGET-21 WIDGET-22 User Info shows the customer, its fields and the change-object button; OBS shows the alarm action', async () => {
    await open({ dynamic: { CallbackTelephoneNumber: '+46701234567' } });
    const info = await screen.findByRole('region', { name: 'User information' });
    await within(info).findByText('C-77');
    for (const text of ['C-77', '19400101-1234', 'K-12', 'Greta', 'Gustafsson', '+46701234567', 'Key box by the door']) expect(within(info).getByText(text)).toBeTruthy();
    expect(within(info).getByRole('button', { name: 'Change object' })).toBeTruthy();
    expect(within(widget('OBS')).getByRole('note', { name: 'OBS' }).textContent).toContain('Call the daughter first');
  });

  it('WIDGET-29 alarm info shows the flags and the transmitter model', async () => {
    await open({ alarm: { Flags: ['fall', 'night'], TextMessage: 'Pendant pressed', ObjectTransmitters: [{ TransmitterId: 1, IsAlarmingTransmitter: true, Model: 'Neat NOVO' }] } });
    const info = widget('Alarm');
    expect(within(info).getByText('fall, night')).toBeTruthy();
    expect(within(info).getByText('Neat NOVO')).toBeTruthy();
    expect(within(info).getByText('Pendant pressed')).toBeTruthy();
  });

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

  it('ux polish: the position keeps 5 decimals, says how old it is and marks an old one', async () => {
    const reported = new Date(Date.now() - 2 * 3600_000).toISOString();
    await open({ seed: { positions: [{ UserId: 500, items: [{ Type: 'GPS', Latitude: 59.329323456789012, Longitude: 18.06858123456789, ServerTime: reported }] }] } });
    const position = await screen.findByRole('region', { name: 'Latest known position' });
    await waitFor(() => expect(within(position).getByText('59.32932')).toBeTruthy());
    expect(within(position).getByText('18.06858')).toBeTruthy();
    expect(within(position).getByText(/^0 d 2 h 0 min \d+ s ago/)).toBeTruthy();
    expect(within(position).getByText('Old position: the person may have moved')).toBeTruthy();
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

  it('WIDGET-16 WIDGET-17 WIDGET-18 WIDGET-19 the latest non-Home position with the time from the alarm and rounded coordinates', async () => {
    await open({
      alarm: { ServerAlarmTime: '2026-03-01T10:00:00Z' },
      seed: {
        settings: { COORDINATE_DIGITS: '3' },
        positions: [
          {
            UserId: 500,
            items: [
              { Type: 'Home', Latitude: 1, Longitude: 1, ServerTime: '2026-03-01T11:00:00Z' },
              { Type: 'GPS', Latitude: 59.329323, Longitude: 18.068581, ServerTime: '2026-03-01T09:58:30Z' },
              { Type: 'GPS', Latitude: 50, Longitude: 10, ServerTime: '2026-02-01T09:00:00Z' },
            ],
          },
        ],
      },
    });
    const position = await screen.findByRole('region', { name: 'Latest known position' });
    await waitFor(() => expect(within(position).getByText('59.329')).toBeTruthy());
    expect(within(position).getByText('18.069')).toBeTruthy();
    expect(within(position).getByText('0 d 0 h 1 min 30 s before the alarm')).toBeTruthy();
  });

  it('WIDGET-16 positions reported in the alarm attachments are shown too', async () => {
    await open({ seed: { attachments: [{ AlarmId: 400, value: { Locations: [{ Type: 'GPS', Latitude: 57.7, Longitude: 11.97, ServerTime: '2026-03-01T10:00:30Z' }] } }] } });
    const position = await screen.findByRole('region', { name: 'Latest known position' });
    expect(await within(position).findByText('57.7')).toBeTruthy();
    expect(within(position).getByText('11.97')).toBeTruthy();
  });

  it("WIDGET-16 the object's own positions win; the attachments' are only a fallback", async () => {
    await open({
      seed: {
        positions: [{ UserId: 500, items: [{ Type: 'GPS', Latitude: 59.3, Longitude: 18.1, ServerTime: '2026-03-01T09:00:00Z' }] }],
        attachments: [{ AlarmId: 400, value: { Locations: [{ Type: 'GPS', Latitude: 57.7, Longitude: 11.97, ServerTime: '2026-03-01T10:00:30Z' }] } }],
      },
    });
    const position = await screen.findByRole('region', { name: 'Latest known position' });
    expect(await within(position).findByText('59.3')).toBeTruthy();
    expect(within(position).queryByText('57.7')).toBeNull();
  });

  it('WIDGET-11 WIDGET-14 external information from an allowed origin is a sandboxed iframe, 400 high, full width', async () => {
    await open({
      seed: { settings: { ExternalFrameOrigins: 'https://care.example.org' } },
      user: { AttachedLinks: [{ LinkDescription: 'Old', LinkUrl: 'https://old.example.org' }, { LinkDescription: 'Care plan', LinkUrl: 'https://care.example.org/plan' }] },
    });
    const frame = await within(await screen.findByRole('region', { name: 'External information' })).findByTitle('External information');
    expect(frame.getAttribute('src')).toBe('https://care.example.org/plan');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('height')).toBe('400');
    expect(frame.getAttribute('width')).toBe('100%');
    expect(within(widget('External information')).getByRole('status').textContent).toBe('Loading data…');
  });

  it('security #17: only origins of ExternalFrameOrigins are framed, with no camera, microphone or same-origin; other pages are a link', async () => {
    await open({
      seed: { settings: { ExternalFrameOrigins: 'https://partner.example.com, https://care.example.org' } },
      user: { AttachedLinks: [{ LinkDescription: 'Care plan', LinkUrl: 'https://care.example.org/plan' }] },
    });
    const frame = await within(await screen.findByRole('region', { name: 'External information' })).findByTitle('External information');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-same-origin');
    expect(frame.getAttribute('allow') ?? '').not.toMatch(/camera|microphone/);
  });

  it('security #17: a page from an origin not in ExternalFrameOrigins is offered as a link, never framed', async () => {
    await open({
      seed: { settings: { ExternalFrameOrigins: 'https://partner.example.com' } },
      user: { AttachedLinks: [{ LinkDescription: 'Care plan', LinkUrl: 'https://evil.example.org/plan' }] },
    });
    const region = await screen.findByRole('region', { name: 'External information' });
    const link = await within(region).findByRole('link', { name: 'Open the external information in a new tab' });
    expect(link.getAttribute('href')).toBe('https://evil.example.org/plan');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(region).queryByTitle('External information')).toBeNull();
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('WIDGET-11 WIDGET-13 inline markdown is shown; the link is the last one matching the configured pattern', async () => {
    // happy-dom gives DOMPurify no working DOM, so the widget shows the document as plain text, never as markup
    // (sanitised rendering is proven in Chromium by e2e/external-info-sanitise.spec.ts).
    const markdown = encodeURIComponent('Plan for the night\n\n**Knock twice** <img src=x onerror=alert(1)>');
    await open({
      seed: { settings: { EXTERNAL_INFO_LINK_PATTERN: '^plan' } },
      user: { AttachedLinks: [{ LinkDescription: 'Plan', LinkUrl: `data:text/markdown,${markdown}` }, { LinkDescription: 'Other', LinkUrl: 'https://x.example.org' }] },
    });
    const region = await screen.findByRole('region', { name: 'External information' });
    expect((await within(region).findByText(/Knock twice/)).textContent).toContain('Plan for the night');
    expect(region.querySelector('img')).toBeNull();
    expect(within(region).queryByTitle('External information')).toBeNull();
  });

  it('WIDGET-11 WIDGET-15 a relative link is fetched through the engine: LOADING_DATA, then the document', async () => {
    let answer: (value: { ok: true; value: { text: string; contentType: string } }) => void = () => undefined;
    const engine = fakeEngine({ fetchExternalContent: () => new Promise((resolve) => (answer = resolve)) });
    await open({ engine, user: { AttachedLinks: [{ LinkDescription: 'Plan', LinkUrl: '/media/plan.md' }] } });
    await waitFor(() => expect(engine.calls.find((c) => c.command === 'fetchExternalContent')?.args).toEqual({ url: '/media/plan.md' }));
    const region = await screen.findByRole('region', { name: 'External information' });
    expect((await within(region).findByRole('status')).textContent).toBe('Loading data…');
    answer({ ok: true, value: { text: '# Night routine', contentType: 'text/markdown' } });
    expect(await within(region).findByText(/Night routine/)).toBeTruthy();
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('WIDGET-15 a fetch that fails shows FAILED_LOAD_DATA', async () => {
    const engine = fakeEngine({ fetchExternalContent: async () => ({ ok: false, code: 'EXTERNAL_LOAD_FAILED', messageKey: 'FAILED_LOAD_DATA' }) });
    await open({ engine, user: { AttachedLinks: [{ LinkDescription: 'Plan', LinkUrl: '/media/missing.md' }] } });
    const region = await screen.findByRole('region', { name: 'External information' });
    expect((await within(region).findByRole('alert')).textContent).toBe('Failed to load data.');
  });

  it('WIDGET-12 without a link the external information shows its no-content note', async () => {
    await open({ user: { AttachedLinks: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'External information' }));
    expect(screen.getByText('There is no external information for this alarm.')).toBeTruthy();
  });

  it('DETAIL-24 DETAIL-25 pickers show only when ReasonAllowed / ActionAllowed', async () => {
    await open({ dynamic: { ReasonAllowed: true, ActionAllowed: false, PossibleReasons: ['Fall'] } });
    expect(screen.getByRole('combobox', { name: 'Reason' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Action' })).toBeNull();
  });

  it('DETAIL-26 DETAIL-27 a listed reason is saved at once; a failure shows the add-reason error', async () => {
    const engine = fakeEngine({ action: async () => ({ ok: false, code: 'NOT_OWNER_ALARM', status: 403 }) });
    await open({ engine, dynamic: { ReasonAllowed: true, ActionAllowed: true, PossibleReasons: ['Fall', { Id: 2, Text: 'Illness' }], PossibleActions: ['Ambulance'] } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Reason' }));
    await userEvent.keyboard('ill{Enter}');
    expect(engine.calls.filter((c) => c.command === 'reason')).toEqual([{ command: 'reason', args: { params: { alarm_id: 400 }, body: { message: 'Illness' } } }]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(engine.calls.map((c) => c.command)).toContain('action'));
    expect(await screen.findByText(/^The action could not be added: You are not the owner of this alarm/)).toBeTruthy();
  });

  it('PLAN-21 PLAN-25 PLAN-22 PLAN-24 notify-me defaults to 30 minutes, checks hours, and takes HHMM', async () => {
    const view = await open({ dynamic: { SetNotifyAllowed: true } });
    const notify = widget('Notify me');
    expect((within(notify).getByLabelText('Hours') as HTMLInputElement).value).toBe('0');
    expect((within(notify).getByLabelText('Minutes') as HTMLInputElement).value).toBe('30');
    await userEvent.click(within(notify).getByRole('button', { name: 'Set reminder' }));
    expect(view.engine.calls.filter((c) => c.command === 'notifyIn')).toEqual([{ command: 'notifyIn', args: { params: { alarm_id: 400 }, body: { seconds: 1800 } } }]);
    await userEvent.clear(within(notify).getByLabelText('Hours'));
    await userEvent.type(within(notify).getByLabelText('Hours'), '24');
    await userEvent.click(within(notify).getByRole('button', { name: 'Set reminder' }));
    expect(within(notify).getByRole('alert').textContent).toBe('Hours must be between 0 and 23.');
    await userEvent.clear(within(notify).getByLabelText('Hours'));
    await userEvent.type(within(notify).getByLabelText('Hours'), '0130');
    await userEvent.clear(within(notify).getByLabelText('Minutes'));
    await userEvent.click(within(notify).getByRole('button', { name: 'Set reminder' }));
    expect(view.engine.calls.filter((c) => c.command === 'notifyIn').at(-1)).toEqual({ command: 'notifyIn', args: { params: { alarm_id: 400 }, body: { seconds: 5400 } } });
  });

  it('PLAN-26 a notify failure is a red button that closes on click; PLAN-21 no form without SetNotifyAllowed', async () => {
    const engine = fakeEngine({ notifyIn: async () => ({ ok: false, code: 'SERVER_REFUSED', serverText: 'Server says no', status: 500 }) });
    const view = await open({ engine, dynamic: { SetNotifyAllowed: true } });
    await userEvent.click(within(widget('Notify me')).getByRole('button', { name: 'Set reminder' }));
    const failure = await screen.findByRole('button', { name: 'The reminder could not be set: Server says no' });
    await userEvent.click(failure);
    expect(screen.queryByRole('button', { name: /could not be set/ })).toBeNull();
    view.unmount();
    await open({ dynamic: { SetNotifyAllowed: false } });
    expect(screen.queryByRole('region', { name: 'Notify me' })).toBeNull();
  });

  it('DETAIL-36 DETAIL-38 DETAIL-46 change object searches objects and reports an empty result and a failed change', async () => {
    const engine = fakeEngine({
      userSearch: async (query) =>
        query.q === 'zz'
          ? { ok: true, value: [] }
          : { ok: true, value: [{ UserId: 9, Name: 'Sven Svensson', TelephoneNumber: '+4681234', AdditionalInformation: [{ Key: 'CITY', Value: 'Lund' }] }] },
      changeUser: async () => ({ ok: false, code: 'SERVER_REFUSED', messageKey: 'UNDEFINED_ERROR', status: 500 }),
    });
    await open({ engine });
    await userEvent.click(screen.getByRole('button', { name: 'Change object' }));
    const dialog = screen.getByRole('dialog', { name: 'Change object' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zz');
    expect(await within(dialog).findByText('No objects matched')).toBeTruthy();
    await userEvent.clear(within(dialog).getByRole('searchbox'));
    await userEvent.type(within(dialog).getByRole('searchbox'), 'Sven');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Sven Svensson · \+4681234 · Lund/ }));
    // nothing moves until the operator confirms, with both people named.
    expect(engine.calls.some((c) => c.command === 'changeUser')).toBe(false);
    const confirm = screen.getByRole('alertdialog', { name: 'Move the alarm?' });
    expect(confirm.textContent).toContain('to Sven Svensson?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Move alarm' }));
    expect(await within(dialog).findByText('Could not change object, please try again later.')).toBeTruthy();
  });
});
