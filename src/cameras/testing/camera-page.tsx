import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeEngine, type FakeHandlers } from '../../app/testing/fake-engine.ts';
import { ROUTES } from '../../contract/console-routes.ts';
import type { ListedAlarm } from '../../contract/index.ts';
import type { Camera } from '../../contract/entities/camera.ts';
import { type AlarmSeed, MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms } from '../../alarms/testing/alarm-harness.tsx';
import { AlarmDetailPage } from '../../alarms/detail/alarm-detail-page.tsx';

// Shared by the camera widget's component tests (blocks and play, retries and the viewing window, HLS, PTZ).

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };
export const hall: Camera = { Id: 7, Title: 'Hall', CameraAddress: 'cam-7.local', ViewingPermitted: true, MjpegPath: '/media/cameras/7/mjpeg', PTZControl: true };
export const ticket = { MediaTicket: { ticket: 'tk-1', expiresAt: '2026-03-01T10:01:00Z' } };
const granted = (camera: Camera): FakeHandlers['viewCamera'] => async () => ({ ok: true, value: { ...camera, ...ticket } });

/** Opens camera alarm 400 (Motion in the hall) with `cameras`; `details` are the alarm details it stored. */
export async function openCameraAlarm(cameras: Camera[], options: { handlers?: FakeHandlers; alarm?: Partial<ListedAlarm>; seed?: AlarmSeed } = {}) {
  const alarm = makeAlarm({ AlarmId: 400, AlarmText: 'Motion in the hall', Template: 'camera', ...mine, ...options.alarm });
  const details = { ...makeDetails(alarm, mine), Cameras: cameras };
  await seedAlarms({ ...options.seed, alarms: [alarm], details: [details] });
  const engine = fakeEngine({ viewCamera: granted(cameras[0] ?? hall), ...options.handlers });
  const view = await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: `/dashboard/template/camera/400`, engine });
  await screen.findByRole('heading', { name: 'Motion in the hall' });
  return Object.assign(view, { details });
}
export const block = (name: string) => screen.getByRole('article', { name });
export const sent = (view: { engine: { calls: { command: string; args: unknown }[] } }, command: string) => view.engine.calls.filter((c) => c.command === command).map((c) => c.args);

/** jsdom decodes no pictures: an img "has a frame" once the test says so. */
let framesDecoded = false;
export function decodeFrames(): void {
  framesDecoded = true;
}

/** Each test starts with pictures not yet decoded and a video element that plays. */
export function fakePictures(): void {
  beforeEach(() => {
    framesDecoded = false;
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockImplementation(() => (framesDecoded ? 320 : 0));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

export async function playMjpeg(title = 'Hall') {
  await userEvent.click(screen.getByRole('button', { name: `Play ${title}` }));
  const img = await within(block(title)).findByRole('img', { name: title });
  decodeFrames();
  await within(block(title)).findByText(/^Playing: 0 s of/);
  return img as HTMLImageElement;
}
