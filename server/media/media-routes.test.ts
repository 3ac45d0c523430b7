import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { createDemoLink } from '../routes/dev-routes.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let anna: string;
let alarmId: number;
/** An alarm of a user without pictures (the demo gives none to every fourth user). */
let alarmWithoutPictures: number;

const raise = async (UserId: number) =>
  (await server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId, AlarmText: 'Media route alarm' } })).body.AlarmId as number;

beforeAll(async () => {
  server = await startTestServer();
  anna = await server.login('anna');
  alarmId = await raise(3);
  alarmWithoutPictures = await raise(4);
});
afterAll(async () => {
  await server.close();
});

const file = (filename: string, token?: string, alarm = alarmId) =>
  fetch(`${server.base}/api/media/file?filename=${encodeURIComponent(filename)}&alarmId=${alarm}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('media of the demo alarms', () => {
  it('API-22 serves a named demo file with its type to a logged-in operator only', async () => {
    const png = await file('demo-room.png', anna);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).equals(readFileSync(new URL('./files/demo-room.png', import.meta.url)))).toBe(true);
    expect((await file('demo-sound.wav', anna)).headers.get('content-type')).toBe('audio/wav');
    expect((await file('demo-room.png')).status).toBe(401);
    expect((await file('../media-file-route.ts', anna)).status).toBe(404);
    expect((await file('constructor', anna)).status).toBe(404);
    expect((await fetch(`${server.base}/api/media/file`, { headers: { authorization: `Bearer ${anna}` } })).status).toBe(400);
  });

  it('security #NL4: a media file is served only as an attachment of an alarm the caller may see, never by its name alone', async () => {
    expect((await fetch(`${server.base}/api/media/file?filename=demo-room.png`, { headers: { authorization: `Bearer ${anna}` } })).status).toBe(400);
    // The alarm's user has no pictures: the file exists, but not for this alarm.
    expect((await file('demo-room.png', anna, alarmWithoutPictures)).status).toBe(404);
    // A one-time link guest gets its own alarm's files, and no other alarm's (the name is the same for both).
    const link = await createDemoLink(server.app.arc, { alarmId, username: 'anna' });
    const guest = (await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token as string;
    expect((await file('demo-room.png', guest, alarmId)).status).toBe(200);
    expect((await file('demo-room.png', guest, await raise(5))).status).toBe(404);
  });

  it('WIDGET-33 attachments carry media with LastUpdated, links and the Latest cursor; only newer logs after it', async () => {
    const first = await server.request('GET', `/api/alarms/${alarmId}/attachments`, { token: anna });
    expect(first.status).toBe(200);
    expect(first.body.Images).toEqual([
      expect.objectContaining({ Image: 'demo-room.png', ThumbNail: 'demo-room-thumb.png', LastUpdated: expect.any(String) }),
      expect.objectContaining({ Image: 'demo-door.jpg', ThumbNail: 'demo-door-thumb.jpg' }),
    ]);
    expect(first.body.Sounds).toEqual([expect.objectContaining({ Sound: 'demo-sound.wav', ContentType: 'audio/wav' })]);
    expect(first.body.Videos.map((v: { Video?: string; LiveVideo?: string }) => v.Video ?? `live:${v.LiveVideo}`)).toEqual(['demo-video.webm', 'live:demo-video.webm']);
    expect(first.body.Logs.length).toBeGreaterThan(0);
    const later = await server.request('GET', `/api/alarms/${alarmId}/attachments?latest=${first.body.Latest}`, { token: anna });
    expect(later.body.Logs).toEqual([]);
    expect(later.body.Latest).toBe(first.body.Latest);
  });

  it('WIDGET-27 WIDGET-28 alarm details carry links and one measurement of each DataType', async () => {
    const details = await server.request('GET', `/api/alarms/${alarmId}`, { token: anna });
    expect(details.body.Links.length).toBeGreaterThan(0);
    expect(details.body.Links[0]).toMatchObject({ LinkUrl: expect.stringMatching(/^https:/), LastUpdated: expect.any(String) });
    expect(details.body.Measurements.map((m: { DataType: string }) => m.DataType)).toEqual(['int', 'string', 'timestamp']);
  });
});
