import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHandlers } from '../app/testing/fake-engine.ts';
import { block, decodeFrames, fakePictures, hall, openCameraAlarm as open, playMjpeg, sent, ticket } from './testing/camera-page.tsx';

fakePictures();

describe('camera widget', () => {
  it('CAM-01 CAM-03 CAM-09 one block per camera with an address, titled by its Title or the title-not-set text', async () => {
    await open([hall, { Id: 8, CameraAddress: 'cam-8.local', MjpegPath: '/m/8' }, { Id: 9, Title: 'No address', MjpegPath: '/m/9' }]);
    const widget = screen.getByRole('region', { name: 'Cameras' });
    expect(within(widget).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Hall', 'Camera without a title']);
    expect(within(widget).queryByText('No address')).toBeNull();
  });

  it('CAM-04 a camera block collapses and opens again', async () => {
    await open([hall]);
    const toggle = within(block('Hall')).getByRole('button', { name: 'Hall' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Play Hall' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Play Hall' })).toBeTruthy();
  });

  it('CAM-02 CAM-05 CAM-13 Play asks the engine for the camera with alarm and camera id, then shows the live MJPEG picture with its ticket', async () => {
    const view = await open([hall]);
    expect(within(block('Hall')).getByText('Stopped')).toBeTruthy();
    const img = await playMjpeg();
    expect(sent(view, 'viewCamera')).toEqual([{ params: { cameraId: 7 }, body: { alarmId: 400 } }]);
    expect(img.getAttribute('src')).toBe('/media/cameras/7/mjpeg?ticket=tk-1');
    expect(screen.queryByRole('button', { name: 'Play Hall' })).toBeNull();
  });

  it('CAM-31 the player says its state: stopped, connecting, playing, stopping and stopped again', async () => {
    let answer: (value: Awaited<ReturnType<NonNullable<FakeHandlers['viewCamera']>>>) => void = () => {};
    await open([hall], { handlers: { viewCamera: () => new Promise((resolve) => (answer = resolve)) } });
    const state = () => within(block('Hall')).getByText(/^(Stopped|Connecting…|Playing.*|Stopping…)$/);
    expect(state().textContent).toBe('Stopped');
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect(state().textContent).toBe('Connecting…');
    act(() => answer({ ok: true, value: { ...hall, ...ticket } }));
    await within(block('Hall')).findByRole('img', { name: 'Hall' });
    decodeFrames();
    await waitFor(() => expect(state().textContent).toBe('Playing: 0 s of 60 s'));
    fireEvent.click(within(block('Hall')).getByRole('button', { name: 'Stop Hall' }));
    expect(state().textContent).toBe('Stopping…');
    await waitFor(() => expect(state().textContent).toBe('Stopped'));
    expect(within(block('Hall')).queryByRole('img')).toBeNull();
  });

  it('CAM-10 CAM-11 CAM-12 play is refused in the console: not permitted, no viewing window, inactive alarm', async () => {
    let view = await open([{ ...hall, ViewingPermitted: false }]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect(within(block('Hall')).getByRole('alert').textContent).toBe('Viewing this camera is not permitted.');
    view.unmount();
    view = await open([{ ...hall, ViewingWindowShortPeriod: 0 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect(within(block('Hall')).getByRole('alert').textContent).toBe('You are not allowed to view the camera now.');
    view.unmount();
    view = await open([hall], { alarm: { Active: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect(within(block('Hall')).getByRole('alert').textContent).toBe('The alarm is no longer active, so the camera can not be viewed.');
    expect(sent(view, 'viewCamera')).toEqual([]);
  });

  it('CAM-28 CAM-27 CAM-12 a refused stream shows the code the server named (a closed viewing window too); an unparsable answer STREAM_NOT_AVAILABLE', async () => {
    const view = await open([hall], { handlers: { viewCamera: async () => ({ ok: false, code: 'NOT_ALLOWED_TO_VIEW_CAMERA', status: 403 }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect((await within(block('Hall')).findByRole('alert')).textContent).toBe('You are not allowed to view the camera now.');
    view.unmount();
    // CAM-12: the server keeps the viewing window since the alarm was raised; its refusal reads as such.
    const closed = await open([hall], { handlers: { viewCamera: async () => ({ ok: false, code: 'VIEWING_WINDOW_CLOSED', status: 403 }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect((await within(block('Hall')).findByRole('alert')).textContent).toBe("The camera's viewing window for this alarm has closed.");
    closed.unmount();
    await open([{ ...hall, VideoPlaybackNumRetries: 0 }], { handlers: { viewCamera: async () => ({ ok: true, value: { Id: 7 } }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect((await within(block('Hall')).findByRole('alert')).textContent).toBe('The stream is not available.');
  });

  it('CAM-08 CAMERAPROXY_SECURITY plays as MJPEG in a sandboxed frame', async () => {
    await open([{ ...hall, CameraType: 7 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    const frame = await within(block('Hall')).findByTitle('Hall');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('src')).toBe('/media/cameras/7/mjpeg?ticket=tk-1');
  });

  it('CAM-21 a camera with no format this browser plays shows NO_VIDEO_STREAM', async () => {
    await open([{ ...hall, MjpegPath: null, WebMPath: '/w/7' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect((await within(block('Hall')).findByRole('alert')).textContent).toBe('There is no video stream.');
  });
});
