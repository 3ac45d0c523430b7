import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAlarmPage as open } from './testing/widget-page.tsx';

describe('alarm widgets: position', () => {
  it('ux polish: the position keeps 5 decimals, says how old it is and marks an old one', async () => {
    const reported = new Date(Date.now() - 2 * 3600_000).toISOString();
    await open({ seed: { positions: [{ UserId: 500, items: [{ Type: 'GPS', Latitude: 59.329323456789012, Longitude: 18.06858123456789, ServerTime: reported }] }] } });
    const position = await screen.findByRole('region', { name: 'Latest known position' });
    await waitFor(() => expect(within(position).getByText('59.32932')).toBeTruthy());
    expect(within(position).getByText('18.06858')).toBeTruthy();
    expect(within(position).getByText(/^0 d 2 h 0 min \d+ s ago/)).toBeTruthy();
    expect(within(position).getByText('Old position: the person may have moved')).toBeTruthy();
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
});
