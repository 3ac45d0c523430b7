import { afterEach, describe, expect, it } from 'vitest';
import type { AppOptions } from '../app/app-options.ts';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { ffmpegChildren } from '../test-support/ffmpeg-processes.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { until } from '../test-support/until.ts';

/** A demo user with the demo cameras (seeded for the users of the camera-template alarms). */
const CAMERA_USER = 15;
/** Long enough for the server to notice a closed stream and give its slot back. */
const SLOT_RETURNED_MS = 1000;

describe('security #NM4: camera encoders and streams within a budget', () => {
  let server: TestServer | undefined;
  const streams: Response[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) await stream.body?.cancel().catch(() => undefined);
    await server?.close();
    server = undefined;
  });

  /** A server with a camera alarm, its cameras by title, and calls for viewcamera and the streams. */
  async function start(options: AppOptions = {}) {
    const s = await startTestServer(options);
    server = s;
    const raised = await s.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: CAMERA_USER, AlarmText: 'Smoke detector', Template: 'camera' } });
    const alarmId = raised.body.AlarmId as number;
    const anna = await s.login('anna');
    const details = await s.request('GET', `/api/alarms/${alarmId}`, { token: anna });
    const cameraIds = Object.fromEntries((details.body.Cameras as { Id: number; Title: string }[]).map((c) => [c.Title, c.Id]));
    const view = (title: string, token: string) => s.request('POST', `/api/viewcamera/${cameraIds[title]}`, { token, json: { alarmId } });
    const ticketOf = async (title: string, token: string) => {
      const answer = await view(title, token);
      expect(answer.status).toBe(200);
      return answer.body.MediaTicket.ticket as string;
    };
    /** Opens a stream and keeps it open until the test ends (or the caller cancels it). */
    const stream = async (title: string, format: 'mjpeg' | 'webm', ticket: string) => {
      const response = await fetch(`${s.base}/media/cameras/${cameraIds[title]}/${format}?ticket=${ticket}`);
      streams.push(response);
      return response;
    };
    return { s, alarmId, anna, view, ticketOf, stream };
  }

  const refusal = async (response: Response) => [response.status, ((await response.json()) as { error: string }).error];

  it('security #NM4: an operator holds at most 2 streams: a third is refused with 409 CAMERA_STREAM_LIMIT by viewcamera and by the stream; a closed stream frees its slot', async () => {
    const { anna, view, ticketOf, stream } = await start();
    const [first, second] = [await ticketOf('Front door', anna), await ticketOf('Front door', anna)];
    const open = [await stream('Front door', 'mjpeg', first), await stream('Front door', 'mjpeg', second)];
    expect(open.map((r) => r.status)).toEqual([200, 200]);

    const third = await view('Living room', anna);
    expect([third.status, third.body.error, third.body.errors[0].name]).toEqual([409, 'CAMERA_STREAM_LIMIT', 'CAMERA_STREAM_LIMIT']);
    expect(await refusal(await stream('Front door', 'mjpeg', second))).toEqual([409, 'CAMERA_STREAM_LIMIT']);

    await open[0]!.body!.cancel();
    await new Promise((resolve) => setTimeout(resolve, SLOT_RETURNED_MS));
    expect((await view('Living room', anna)).status).toBe(200);
  }, 30_000);

  it('security #NM4: one media ticket opens at most 2 streams at once', async () => {
    const { anna, ticketOf, stream } = await start({ cameraStreams: { perOperator: 10 } });
    const ticket = await ticketOf('Front door', anna);
    expect([(await stream('Front door', 'mjpeg', ticket)).status, (await stream('Front door', 'mjpeg', ticket)).status]).toEqual([200, 200]);
    expect(await refusal(await stream('Front door', 'mjpeg', ticket))).toEqual([409, 'CAMERA_STREAM_LIMIT']);
  }, 30_000);

  it('security #NM4: beyond the global encoder budget viewcamera and a stream needing a new encoder answer 503 CAMERA_ENCODERS_BUSY; a freed encoder serves again', async () => {
    const { s, anna, view, ticketOf, stream } = await start({ cameraStreams: { encoders: 1 } });
    const david = await s.login('david');
    const [first, second] = [await ticketOf('Kitchen', anna), await ticketOf('Kitchen', anna)];
    const kitchen = await stream('Kitchen', 'webm', first);
    expect(kitchen.status).toBe(200);

    const busy = await view('Front door', david);
    expect([busy.status, busy.body.error, busy.body.errors[0].name]).toEqual([503, 'CAMERA_ENCODERS_BUSY', 'CAMERA_ENCODERS_BUSY']);
    // A ticket issued before the budget filled: its own WebM encoder is refused.
    expect(await refusal(await stream('Kitchen', 'webm', second))).toEqual([503, 'CAMERA_ENCODERS_BUSY']);
    expect(ffmpegChildren()).toHaveLength(1);

    await kitchen.body!.cancel();
    await new Promise((resolve) => setTimeout(resolve, SLOT_RETURNED_MS));
    expect((await view('Front door', david)).status).toBe(200);
  }, 30_000);

  it('security #NM4: a read-only operator may view; views of a camera are logged once per viewing period and limited to 10 a minute (then 429 RATE_LIMITED)', async () => {
    const { s, alarmId, view } = await start();
    const frida = await s.login('frida');
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await view('Front door', frida)).status);
    expect(answers).toEqual([...Array<number>(10).fill(200), 429]);
    const viewed = await s.app.arc.db.selectFrom('alarm_logs').select('Id').where('AlarmId', '=', alarmId).where('EventCode', '=', 'cameraViewed').execute();
    // Before the fix every call added a line (and an alarm change pushed to the whole group).
    expect(viewed).toHaveLength(1);
  }, 30_000);

  it('security #NM4: camera encoders run at a lower priority (nice 10), on one thread each', async () => {
    const { anna, ticketOf, stream } = await start();
    expect((await stream('Kitchen', 'webm', await ticketOf('Kitchen', anna))).status).toBe(200);
    const [encoder] = await until(async () => ffmpegChildren(), (found) => found.length === 1);
    expect(encoder?.nice).toBe(10);
    expect(encoder?.args.join(' ')).toContain('-threads 1');
  }, 30_000);
});
