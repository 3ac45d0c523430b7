import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { withCameraUser } from '../demo/seed-cameras.ts';
import { MAX_WEBM_VIEWERS } from '../cameras/feeds.ts';
import { redactUrl } from '../ops/logging.ts';
import { ffmpegChildren } from '../test-support/ffmpeg-processes.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';
import { until } from '../test-support/until.ts';

interface CameraJson {
  Id: number;
  Title: string;
  MjpegPath?: string | null;
  HlsPath?: string | null;
  WebMPath?: string | null;
  Presets?: { CameraPresetId: number; AllowConfigure: boolean }[];
  MediaTicket?: { ticket: string; expiresAt: string } | null;
}

/** A demo user with the demo cameras (seeded for the users of the camera-template alarms). */
const CAMERA_USER = 15;

let server: TestServer;
let clock: TestClock;
let anna: string;
let frida: string;
let alarmId: number;
let cameras: Record<string, CameraJson>;

const post = (path: string, alarm: number, token = anna) => server.request('POST', path, { token, json: { alarmId: alarm } });
const view = (camera: string, alarm = alarmId, token = anna) => post(`/api/viewcamera/${cameras[camera]!.Id}`, alarm, token);
const position = async (camera: string) => (await server.request('GET', `/api/dev/cameras/${cameras[camera]!.Id}`)).body;

const ffmpegCount = () => ffmpegChildren().length;

async function raiseCameraAlarm(): Promise<number> {
  const answer = await server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: CAMERA_USER, AlarmText: 'Smoke detector', Template: 'camera' } });
  return answer.body.AlarmId as number;
}

/** Reads the first `parts` parts of a multipart MJPEG stream; resolves with them, or with the parts read when the stream ends. */
async function readParts(url: string, parts: number): Promise<{ status: number; type: string | null; jpegs: Buffer[]; ended: boolean }> {
  const response = await fetch(url);
  const jpegs: Buffer[] = [];
  if (!response.body) return { status: response.status, type: null, jpegs, ended: true };
  const reader = response.body.getReader();
  let buffered = Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { status: response.status, type: response.headers.get('content-type'), jpegs, ended: true };
    buffered = Buffer.concat([buffered, Buffer.from(value)]);
    for (let match = /Content-Length: (\d+)\r\n\r\n/.exec(buffered.toString('latin1')); match; match = /Content-Length: (\d+)\r\n\r\n/.exec(buffered.toString('latin1'))) {
      const start = match.index + match[0].length;
      const length = Number(match[1]);
      if (buffered.length < start + length) break;
      jpegs.push(buffered.subarray(start, start + length));
      buffered = buffered.subarray(start + length);
      if (jpegs.length >= parts) {
        await reader.cancel();
        return { status: response.status, type: response.headers.get('content-type'), jpegs, ended: false };
      }
    }
  }
}

beforeAll(async () => {
  clock = new TestClock();
  // These tests are about each stream, not the budget of encoders and views (security/camera-budget.test.ts).
  server = await startTestServer({ clock, cameraStreams: { encoders: 16, perOperator: 16, perTicket: 16, viewsPerMinute: 1000 } });
  anna = await server.login('anna');
  frida = await server.login('frida');
  alarmId = await raiseCameraAlarm();
  const details = await server.request('GET', `/api/alarms/${alarmId}`, { token: anna });
  cameras = Object.fromEntries((details.body.Cameras as CameraJson[]).map((c) => [c.Title, c]));
});
afterAll(async () => {
  await server.close();
});

describe('cameras: alarm details and viewcamera', () => {
  it('the alarm of a person with cameras lists them with their stream paths, and no ticket', () => {
    expect(Object.keys(cameras)).toEqual(['Front door', 'Living room', 'Kitchen', 'Entrance (security)', 'Bedroom', 'Garden']);
    expect(cameras['Front door']).toMatchObject({ MjpegPath: `/media/cameras/${cameras['Front door']!.Id}/mjpeg`, HlsPath: null, PTZControl: true });
    expect(cameras['Living room']!.HlsPath).toMatch(/\/hls\/index\.m3u8$/);
    expect(cameras['Front door']!.Presets?.map((p) => p.CameraPresetId)).toEqual([0, 1, 2, -1]);
    expect(Object.values(cameras).some((c) => c.MediaTicket)).toBe(false);
  });

  it('the simulator raises its camera alarms for people with cameras', async () => {
    const first = <T,>(items: readonly T[]) => items[0]!;
    const smoke = await withCameraUser(server.app.arc.db, { UserId: 1, AlarmText: 'Smoke detector', Template: 'camera' }, first);
    expect(smoke.UserId).toBe(CAMERA_USER);
    expect((await withCameraUser(server.app.arc.db, { UserId: 1, AlarmText: 'Fall', Template: 'goteborg' }, first)).UserId).toBe(1);
  });

  it('CAM-05 viewcamera answers the camera record for the alarm and camera asked, with a media ticket for the viewing period', async () => {
    const answer = await view('Front door');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Id: cameras['Front door']!.Id, Title: 'Front door', MjpegPath: cameras['Front door']!.MjpegPath });
    expect(answer.body.MediaTicket.ticket).toEqual(expect.any(String));
    expect(Date.parse(answer.body.MediaTicket.expiresAt) - clock.now().getTime()).toBe(60_000);
    const logs = await server.app.arc.db.selectFrom('alarm_logs').select('LogText').where('AlarmId', '=', alarmId).execute();
    expect(logs.map((l) => l.LogText)).toContain('Camera Front door viewed');
  });

  it('CAM-10 CAM-11 (server) refuses a camera not permitted to be viewed, and one without a viewing period, naming the code in errors[0].name', async () => {
    const bedroom = await view('Bedroom');
    expect([bedroom.status, bedroom.body.error, bedroom.body.errors[0].name]).toEqual([403, 'VIEWING_PERMITTED_FALSE', 'VIEWING_PERMITTED_FALSE']);
    const garden = await view('Garden');
    expect([garden.status, garden.body.errors[0].name]).toEqual([403, 'NOT_ALLOWED_TO_VIEW_CAMERA']);
  });

  it('CAM-12 (server) refuses viewing for a deactivated alarm and outside the viewing window', async () => {
    const cleared = await server.app.arc.db.selectFrom('alarms').select('AlarmId').where('UserId', '=', CAMERA_USER).where('Active', '=', 0).executeTakeFirst();
    const other = cleared?.AlarmId ?? (await raiseCameraAlarm());
    await server.app.arc.db.updateTable('alarms').set({ Active: 0 }).where('AlarmId', '=', other).execute();
    const inactive = await view('Front door', other);
    expect([inactive.status, inactive.body.error]).toEqual([404, 'ALARM_NOT_ACTIVE']);

    await server.app.arc.db.updateTable('cameras').set({ ViewingWindowLong: 30 }).where('Id', '=', cameras['Kitchen']!.Id).execute();
    expect((await view('Kitchen')).status).toBe(200);
    clock.advance(31_000);
    const late = await view('Kitchen');
    expect([late.status, late.body.errors[0].name]).toEqual([403, 'VIEWING_WINDOW_CLOSED']);
  });

  it("refuses another user's camera and an alarm the caller cannot see", async () => {
    const foreign = await server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: 3, AlarmText: 'Door open', Template: 'camera' } });
    expect((await view('Front door', foreign.body.AlarmId as number)).status).toBe(404);
    expect((await view('Front door', 999_999)).status).toBe(404);
  });

  it('a read-only session may view, but not move a camera, use presets or run its commands', async () => {
    expect((await view('Front door', alarmId, frida)).status).toBe(200);
    const id = cameras['Front door']!.Id;
    for (const path of [`/api/cameraptz/${id}/1.5/0/0`, `/api/cameragotopreset/${id}/1`, `/api/cameraconfigurepreset/${id}/0`, `/api/cameracommand/${id}/1`]) {
      expect((await post(path, alarmId, frida)).status).toBe(403);
    }
  });

  it('answers 503 STREAM_NOT_AVAILABLE when the server has no ffmpeg', async () => {
    process.env.ARC_FFMPEG = '/nonexistent/ffmpeg';
    const bare = await startTestServer({ clock });
    delete process.env.ARC_FFMPEG;
    try {
      const token = await bare.login('anna');
      const alarm = await bare.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: CAMERA_USER, AlarmText: 'Smoke', Template: 'camera' } });
      const answer = await bare.request('POST', `/api/viewcamera/${cameras['Front door']!.Id}`, { token, json: { alarmId: alarm.body.AlarmId } });
      expect([answer.status, answer.body.errors[0].name]).toEqual([503, 'STREAM_NOT_AVAILABLE']);
    } finally {
      await bare.close();
    }
  });
});

describe('cameras: PTZ and presets', () => {
  it('CAM-40 (server) a nonzero speed moves the camera continuously and 0 stops it', async () => {
    const id = cameras['Front door']!.Id;
    await post(`/api/cameragotopreset/${id}/0`, alarmId);
    expect((await post(`/api/cameraptz/${id}/1.5/-1/0`, alarmId)).status).toBe(200);
    clock.advance(2000);
    expect(await position('Front door')).toEqual({ Pan: 30, Tilt: -20, Zoom: 1 });
    expect((await post(`/api/cameraptz/${id}/0/0/0`, alarmId)).status).toBe(200);
    clock.advance(5000);
    expect(await position('Front door')).toEqual({ Pan: 30, Tilt: -20, Zoom: 1 });
  });

  it('refuses speeds beyond ±1.5 and moving a camera without PTZ', async () => {
    expect((await post(`/api/cameraptz/${cameras['Front door']!.Id}/2/0/0`, alarmId)).status).toBe(400);
    const fixed = await post(`/api/cameraptz/${cameras['Entrance (security)']!.Id}/1/0/0`, alarmId);
    expect([fixed.status, fixed.body.error]).toEqual([403, 'FORBIDDEN']);
  });

  it('CAM-43 (server) goes to a stored preset; stores the current view only in a preset that allows configuring', async () => {
    const id = cameras['Front door']!.Id;
    expect((await post(`/api/cameragotopreset/${id}/1`, alarmId)).status).toBe(200);
    expect(await position('Front door')).toEqual({ Pan: 40, Tilt: -10, Zoom: 2 });
    const locked = await post(`/api/cameraconfigurepreset/${id}/1`, alarmId);
    expect([locked.status, locked.body.error]).toEqual([403, 'FORBIDDEN']);
    expect((await post(`/api/cameraconfigurepreset/${id}/0`, alarmId)).status).toBe(200);
    await post(`/api/cameragotopreset/${id}/2`, alarmId);
    await post(`/api/cameragotopreset/${id}/0`, alarmId);
    expect(await position('Front door')).toEqual({ Pan: 40, Tilt: -10, Zoom: 2 });
    expect((await post(`/api/cameragotopreset/${id}/7`, alarmId)).status).toBe(404);
  });

  it('runs a camera command and logs it on the alarm', async () => {
    const answer = await post(`/api/cameracommand/${cameras['Front door']!.Id}/1`, alarmId);
    expect(answer.body).toEqual({ Success: true, Message: 'Front door: Turn on the light' });
    const logs = await server.app.arc.db.selectFrom('alarm_logs').select('LogText').where('AlarmId', '=', alarmId).execute();
    expect(logs.map((l) => l.LogText)).toEqual(expect.arrayContaining(['Camera Front door: Turn on the light', 'Camera Front door turned to preset Hallway (P40.0 T-10.0 Z2.0)', 'Camera Front door stopped at P30.0 T-20.0 Z1.0']));
  });
});

describe('cameras: streams', () => {
  it('the media ticket never reaches the logs', () => {
    expect(redactUrl('/media/cameras/3/mjpeg?ticket=abc&x=1')).toBe('/media/cameras/3/mjpeg?ticket=[redacted]&x=1');
  });

  it('the MJPEG stream needs a ticket of its camera', async () => {
    const url = `${server.base}${cameras['Front door']!.MjpegPath!}`;
    expect((await fetch(url)).status).toBe(401);
    const livingRoomTicket = (await view('Living room')).body.MediaTicket.ticket as string;
    expect((await fetch(`${url}?ticket=${livingRoomTicket}`)).status).toBe(401);
  });

  it('the MJPEG stream yields JPEG frames showing the live view', async () => {
    const ticket = (await view('Front door')).body.MediaTicket.ticket as string;
    const stream = await readParts(`${server.base}${cameras['Front door']!.MjpegPath!}?ticket=${ticket}`, 2);
    expect(stream.status).toBe(200);
    expect(stream.type).toMatch(/^multipart\/x-mixed-replace; boundary=/);
    expect(stream.jpegs).toHaveLength(2);
    for (const jpeg of stream.jpegs) expect([jpeg[0], jpeg[1], jpeg.at(-2), jpeg.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
  }, 20_000);

  it('the server ends the MJPEG stream when the viewing period is over, and a ticket stops working then', async () => {
    const ticket = (await view('Front door')).body.MediaTicket.ticket as string;
    const url = `${server.base}${cameras['Front door']!.MjpegPath!}?ticket=${ticket}`;
    const reading = readParts(url, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    clock.advance(61_000);
    const stream = await reading;
    expect(stream.ended).toBe(true);
    expect(stream.jpegs.length).toBeGreaterThan(0);
    expect((await fetch(url)).status).toBe(401);
  }, 20_000);

  it('the server ends the stream when the alarm is cleared', async () => {
    const other = await raiseCameraAlarm();
    const ticket = (await view('Front door', other)).body.MediaTicket.ticket as string;
    const reading = readParts(`${server.base}${cameras['Front door']!.MjpegPath!}?ticket=${ticket}`, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await server.app.arc.db.updateTable('alarms').set({ Active: 0 }).where('AlarmId', '=', other).execute();
    expect((await reading).ended).toBe(true);
  }, 20_000);

  it('the server ends the stream when the viewer logs out', async () => {
    const token = await server.login('anna');
    const ticket = (await view('Front door', alarmId, token)).body.MediaTicket.ticket as string;
    const reading = readParts(`${server.base}${cameras['Front door']!.MjpegPath!}?ticket=${ticket}`, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await server.request('POST', '/api/logout', { token })).status).toBe(200);
    expect((await reading).ended).toBe(true);
  }, 20_000);

  it('closing the server ends open streams and stops every ffmpeg it started', async () => {
    const other = await startTestServer({ clock });
    const token = await other.login('anna');
    const alarm = (await other.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: CAMERA_USER, AlarmText: 'Smoke', Template: 'camera' } })).body.AlarmId;
    const ticket = async (title: string) => (await other.request('POST', `/api/viewcamera/${cameras[title]!.Id}`, { token, json: { alarmId: alarm } })).body.MediaTicket.ticket as string;
    const mjpeg = readParts(`${other.base}${cameras['Front door']!.MjpegPath!}?ticket=${await ticket('Front door')}`, 10_000);
    const hls = await fetch(`${other.base}${cameras['Living room']!.HlsPath!}`, { headers: { authorization: `Basic ${Buffer.from(`ticket:${await ticket('Living room')}`).toString('base64')}` } });
    expect(hls.status).toBe(200);
    expect(ffmpegCount()).toBeGreaterThanOrEqual(2);
    await other.close();
    expect((await mjpeg).ended).toBe(true);
    expect(await until(async () => ffmpegCount(), (n) => n === 0)).toBe(0);
  }, 20_000);

  it('CAM-26 (server) HLS requests authenticate with basic auth "ticket:<ticket>": the playlist lists segments, and 401 without', async () => {
    const ticket = (await view('Living room')).body.MediaTicket.ticket as string;
    const url = `${server.base}${cameras['Living room']!.HlsPath!}`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Basic ${Buffer.from('ticket:wrong').toString('base64')}` } })).status).toBe(401);
    const auth = { authorization: `Basic ${Buffer.from(`ticket:${ticket}`).toString('base64')}` };
    const playlist = await fetch(url, { headers: auth });
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toMatch(/^#EXTM3U/);
    const segment = /^(seg\d+\.ts)$/m.exec(text)?.[1];
    expect(segment).toBeDefined();
    const part = await fetch(url.replace('index.m3u8', segment!), { headers: auth });
    expect([part.status, part.headers.get('content-type')]).toEqual([200, 'video/mp2t']);
    expect((await part.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await fetch(url.replace('index.m3u8', segment!))).status).toBe(401);
  }, 20_000);

  it('the WebM stream is a live WebM video', async () => {
    // The kitchen's viewing window was closed above: open it again.
    await server.app.arc.db.updateTable('cameras').set({ ViewingWindowLong: null }).where('Id', '=', cameras['Kitchen']!.Id).execute();
    const fresh = (await view('Kitchen')).body.MediaTicket.ticket as string;
    const response = await fetch(`${server.base}${cameras['Kitchen']!.WebMPath!}?ticket=${fresh}`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'video/webm']);
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    await reader.cancel();
    expect(Buffer.from(value!).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  }, 20_000);

  it(`a camera serves at most ${MAX_WEBM_VIEWERS} WebM viewers at once (each costs an encoder): then 503`, async () => {
    const url = `${server.base}${cameras['Kitchen']!.WebMPath!}?ticket=${(await view('Kitchen')).body.MediaTicket.ticket as string}`;
    const open = await Promise.all(Array.from({ length: MAX_WEBM_VIEWERS }, () => fetch(url)));
    expect(open.map((r) => r.status)).toEqual(Array(MAX_WEBM_VIEWERS).fill(200));
    const refused = await fetch(url);
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([503, 'STREAM_NOT_AVAILABLE']);
    for (const response of open) await response.body!.cancel();
    expect(await until(async () => (await fetch(url)).status, (status) => status === 200)).toBe(200);
  }, 20_000);
});
