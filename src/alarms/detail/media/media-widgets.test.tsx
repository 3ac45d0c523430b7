import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../contract/console-routes.ts';
import type { AlarmDetails, Attachments } from '../../../contract/index.ts';
import { MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms, userDb } from '../../testing/alarm-harness.tsx';
import { AlarmDetailPage } from '../alarm-detail-page.tsx';

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const LONG = 'Medication list from the home-care provider, updated after the last visit by the district nurse';

const attachments: Attachments = {
  Images: [
    { Image: 'room.png', ThumbNail: 'room-thumb.png', LastUpdated: '2026-03-01T09:59:00Z' },
    { Image: 'door.jpg', ThumbNail: 'door-thumb.jpg', LastUpdated: '2026-03-01T09:57:00Z' },
  ],
  Sounds: [{ Sound: 'sound.wav', ContentType: 'audio/wav', LastUpdated: '2026-03-01T09:59:00Z' }],
  Videos: [{ Video: 'video.webm', LastUpdated: '2026-03-01T09:58:00Z' }, { LiveVideo: 'https://cam.example/live.webm' }],
  Links: [{ LinkUrl: 'https://example.org/plan', LinkDescription: 'Care plan', LastUpdated: '2026-02-27T10:00:00Z' }],
  Latest: '7',
};

async function open(options: { details?: Partial<AlarmDetails>; attachments?: Attachments; files?: Record<string, string> } = {}) {
  const alarm = makeAlarm({ AlarmId: 410, AlarmText: 'Media alarm', ...mine });
  await seedAlarms({ alarms: [alarm], details: [{ ...makeDetails(alarm, mine), ...options.details }], attachments: [{ AlarmId: 410, value: options.attachments ?? attachments }] });
  const files = options.files ?? { 'room.png': PNG, 'room-thumb.png': PNG, 'door.jpg': 'data:image/jpeg;base64,/9j/', 'door-thumb.jpg': 'data:image/jpeg;base64,/9j/', 'sound.wav': 'data:audio/wav;base64,UklGR', 'video.webm': 'data:video/webm;base64,GkXf' };
  await userDb().mediaFiles.bulkPut(Object.entries(files).map(([filename, dataUrl]) => ({ filename, dataUrl })));
  await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: `/dashboard/template/${alarm.Template}/410` });
  await screen.findByRole('heading', { name: 'Media alarm' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('media and records on the alarm page', () => {
  it('WIDGET-33 API-22 shows the stored pictures as thumbnails; the viewer is a dialog stepped with the arrow keys and closed with Escape', async () => {
    const user = userEvent.setup();
    await open();
    const media = await screen.findByRole('region', { name: 'Media' });
    const first = await within(media).findByRole('button', { name: /^Open Picture 1 of 2/ });
    await waitFor(() => expect(first.querySelector('img')?.getAttribute('src')).toBe(PNG));
    await user.click(first);
    const viewer = await screen.findByRole('dialog', { name: /^Picture 1 of 2/ });
    expect((await within(viewer).findByRole('img', { name: /^Picture 1 of 2/ })).getAttribute('src')).toBe(PNG);
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('dialog', { name: /^Picture 2 of 2/ });
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('dialog', { name: /^Picture 1 of 2/ });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous picture' }));
    await screen.findByRole('dialog', { name: /^Picture 2 of 2/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(first);
  });

  it('WIDGET-33 a thumbnail whose picture is not there yet says so in its name, as it shows it', async () => {
    await open({ files: { 'door-thumb.jpg': 'data:image/jpeg;base64,/9j/' } });
    const media = await screen.findByRole('region', { name: 'Media' });
    const loading = await within(media).findByRole('button', { name: /^Open Picture 1 of 2, [^,]+, Loading…$/ });
    expect(loading.textContent).toBe('Loading…');
    const shown = await within(media).findByRole('button', { name: /^Open Picture 2 of 2, [^,]+$/ });
    expect(shown.querySelector('img')).not.toBeNull();
  });

  it('WIDGET-33 a sound plays and pauses with one named button; videos and the live video are video elements', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: false });
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: true });
      this.dispatchEvent(new Event('pause'));
    });
    const user = userEvent.setup();
    await open();
    const media = await screen.findByRole('region', { name: 'Media' });
    await user.click(await within(media).findByRole('button', { name: /^Play Sound 1/ }));
    expect(play).toHaveBeenCalledOnce();
    await user.click(within(media).getByRole('button', { name: /^Pause Sound 1/ }));
    expect(pause).toHaveBeenCalledOnce();
    expect(within(media).getByRole('button', { name: /^Play Sound 1/ })).toBeTruthy();
    const video = media.querySelector<HTMLVideoElement>('video[aria-label^="Video 1"]');
    expect(video?.getAttribute('src')).toBe('data:video/webm;base64,GkXf');
    expect(video?.controls).toBe(true);
    const live = media.querySelector<HTMLVideoElement>('video[aria-label="Live video 2"]');
    expect(live?.getAttribute('src')).toBe('https://cam.example/live.webm');
    expect(live?.autoplay).toBe(true);
    expect(live?.muted).toBe(true);
  });

  it('API-22 a file the server does not have reads as not available', async () => {
    await open({ attachments: { Sounds: [{ Sound: 'gone.wav' }] }, files: { 'gone.wav': '' } });
    const media = await screen.findByRole('region', { name: 'Media' });
    await within(media).findByText(/Not available/);
    expect(within(media).queryByRole('button', { name: /^Play/ })).toBeNull();
  });

  it('WIDGET-27 WIDGET-26 WIDGET-36 the links table has Link and Timestamp; a link opens a 1340x1340 window; its tooltip is capped at 70', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await open({ details: { Links: [{ LinkUrl: 'https://example.org/meds', LinkDescription: LONG, LastUpdated: '2026-03-01T08:30:00Z' }] } });
    const table = await screen.findByRole('table', { name: 'Links' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Link', 'Timestamp']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([LONG, 'Care plan']);
    const link = within(rows[0]!).getByRole('link', { name: `${LONG} (opens in a new window)` });
    expect(link.getAttribute('title')).toBe(`${LONG.slice(0, 70)}…`);
    expect(within(rows[0]!).getAllByRole('cell')[1]?.textContent).not.toBe('');
    await user.click(link);
    expect(opened).toHaveBeenCalledWith('https://example.org/meds', '_blank', expect.stringContaining('width=1340,height=1340'));
  });

  it('WIDGET-28 the measurements table shows name, value by DataType and reported at', async () => {
    await open({
      details: {
        Measurements: [
          { Measurment: 'Room temperature', Value: '1234', DataType: 'int', RecordedAt: '2026-03-01T09:55:00Z' },
          { Measurment: 'Door', Value: 'Open', DataType: 'string', RecordedAt: '2026-03-01T09:48:00Z' },
          { Measurment: 'Last movement', Value: '2026-03-01T09:35:00Z', DataType: 'timestamp', RecordedAt: '2026-03-01T09:58:00Z' },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Measurements' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Value', 'Reported at']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(cells[0]?.slice(0, 2)).toEqual(['Room temperature', '1,234']);
    expect(cells[1]?.slice(0, 2)).toEqual(['Door', 'Open']);
    expect(cells[2]?.[1]).toMatch(/2026.*09:35|09:35/);
    expect(cells[2]?.[1]).not.toContain('T09:35');
    for (const row of cells) expect(row[2]).not.toBe('');
  });
});
