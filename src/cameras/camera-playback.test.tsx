import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userDb } from '../alarms/testing/alarm-harness.tsx';
import { block, fakePictures, hall, openCameraAlarm as open, playMjpeg, sent } from './testing/camera-page.tsx';

fakePictures();

describe('camera widget: retries and the viewing window', () => {
  it('CAM-15 CAM-16 CAM-29 CAM-14 a failing MJPEG stream is retried twice 1 s apart, then MJPEG_VIDEO_CANT_PLAYED and the preview', async () => {
    const view = await open([hall]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    for (let attempt = 1; attempt <= 3; attempt++) {
      const img = await within(block('Hall')).findByRole('img', { name: 'Hall' });
      fireEvent.error(img);
      if (attempt < 3) expect(within(block('Hall')).getByRole('alert').textContent).toBe('Video playback failed, retrying…');
      await waitFor(() => expect(sent(view, 'viewCamera')).toHaveLength(Math.min(attempt + 1, 3)), { timeout: 2000 });
    }
    expect(await within(block('Hall')).findByText('The MJPEG video can not be played. (network error)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play Hall' })).toBeTruthy();
  });

  it('CAM-17 CAM-19 elapsed seconds count against the viewing window, and playing stops at its end', async () => {
    await open([{ ...hall, ViewingWindowShortPeriod: 2 }]);
    await playMjpeg();
    expect(within(block('Hall')).getByText('Playing: 0 s of 2 s')).toBeTruthy();
    expect(await within(block('Hall')).findByText('Playing: 1 s of 2 s', {}, { timeout: 2000 })).toBeTruthy();
    expect(await within(block('Hall')).findByText('The viewing window has ended. Press Play to watch again.', {}, { timeout: 2000 })).toBeTruthy();
    await waitFor(() => expect(within(block('Hall')).queryByRole('img')).toBeNull());
    expect(screen.getByRole('button', { name: 'Play Hall' })).toBeTruthy();
  });

  it('CAM-18 playing stops when the alarm is deactivated', async () => {
    const view = await open([hall]);
    await playMjpeg();
    // The engine stores the alarm's new details when it is cleared elsewhere.
    await act(() => userDb().alarmDetails.put({ ...view.details, Active: false, DynamicDetails: { ...view.details.DynamicDetails, Active: false } }));
    expect(await within(block('Hall')).findByText('The alarm is no longer active, so the camera can not be viewed.')).toBeTruthy();
    await waitFor(() => expect(within(block('Hall')).queryByRole('img')).toBeNull());
  });
});
