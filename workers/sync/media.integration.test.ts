import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects } from './testing/node-effects.ts';

const harness = useReferenceServer();

/** anna logged in with an alarm of demo user 3 (pictures, a sound, videos) open; every address the engine asks for is kept. */
async function withOpenAlarm() {
  const env = nodeEffects(harness.server.base);
  const asked: URL[] = [];
  const realFetch = env.effects.fetch;
  env.effects.fetch = (input, init) => {
    asked.push(new URL(String(input)));
    return realFetch(input, init);
  };
  const engine = createEngine(env.effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  void env.effects.locks.request('arc-tab-media', {}, () => new Promise<void>(() => {}));
  await port.attach('arc-tab-media', () => undefined);
  expect(await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
  const raised = await harness.server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: 3, AlarmText: 'Media test alarm' } });
  const alarmId = raised.body.AlarmId as number;
  const watch = () => port.send('watch', { kind: 'alarm', id: alarmId });
  expect(await watch()).toMatchObject({ ok: true });
  return { alarmId, asked, watch, db: openUserDatabase('anna') };
}

describe('alarm media against the reference server', () => {
  it('WIDGET-33 API-22 opening an alarm stores its media and links, and each media file once as a data URL', async () => {
    const { alarmId, asked, db } = await withOpenAlarm();
    const stored = (await db.attachments.get(alarmId))?.value;
    expect(stored?.Images?.map((i) => [i.Image, i.ThumbNail])).toEqual([
      ['demo-room.png', 'demo-room-thumb.png'],
      ['demo-door.jpg', 'demo-door-thumb.jpg'],
    ]);
    expect(stored?.Sounds?.[0]).toMatchObject({ Sound: 'demo-sound.wav', LastUpdated: expect.any(String) });
    expect(stored?.Links?.length).toBeGreaterThan(0);
    expect((await db.mediaFiles.get('demo-room.png'))?.dataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect((await db.mediaFiles.get('demo-door.jpg'))?.dataUrl).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect((await db.mediaFiles.get('demo-sound.wav'))?.dataUrl).toMatch(/^data:audio\/wav;base64,UklGR/);
    expect((await db.mediaFiles.get('demo-video.webm'))?.dataUrl).toMatch(/^data:video\/webm;base64,/);
    const fileRequests = asked.filter((url) => url.pathname === '/api/media/file').map((url) => url.searchParams.get('filename'));
    expect(fileRequests.sort()).toEqual(['demo-door-thumb.jpg', 'demo-door.jpg', 'demo-room-thumb.png', 'demo-room.png', 'demo-sound.wav', 'demo-video.webm']);
    // Security #NL4: each file is asked for as an attachment of the alarm that names it.
    expect(new Set(asked.filter((url) => url.pathname === '/api/media/file').map((url) => url.searchParams.get('alarmId')))).toEqual(new Set([String(alarmId)]));
  });

  it('WIDGET-33 a later load asks only for what is newer than the stored Latest and keeps what was stored', async () => {
    const { alarmId, asked, watch, db } = await withOpenAlarm();
    const first = (await db.attachments.get(alarmId))?.value;
    expect(first?.Latest).toBeTruthy();
    asked.length = 0;
    expect(await watch()).toMatchObject({ ok: true });
    const attachmentCalls = asked.filter((url) => url.pathname === `/api/alarms/${alarmId}/attachments`);
    expect(attachmentCalls.map((url) => url.searchParams.get('latest'))).toEqual([String(first?.Latest)]);
    const second = (await db.attachments.get(alarmId))?.value;
    expect(second?.Logs?.map((l) => l.Id)).toEqual(first?.Logs?.map((l) => l.Id));
    expect(second?.Images).toHaveLength(2);
    // The files are stored already: none is fetched again.
    expect(asked.some((url) => url.pathname === '/api/media/file')).toBe(false);
  });
});
