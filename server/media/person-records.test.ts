import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let anna: string;

beforeAll(async () => {
  server = await startTestServer();
  anna = await server.login('anna');
});
afterAll(async () => {
  await server.close();
});

const ingest = async (json: object) => (await server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json })).body.AlarmId as number;
const details = async (alarmId: number) => (await server.request('GET', `/api/alarms/${alarmId}`, { token: anna })).body;
const attachments = async (alarmId: number) => (await server.request('GET', `/api/alarms/${alarmId}/attachments`, { token: anna })).body;

const RECORDS = {
  Links: [
    { LinkDescription: 'Home-care journal', LinkUrl: 'https://care.example.net/journal/88', LastUpdated: '2026-11-27T08:00:00Z' },
    { LinkDescription: 'A script, never a link', LinkUrl: 'javascript:alert(1)' },
  ],
  Measurements: [{ Measurment: 'Pulse', Value: 112, DataType: 'int', RecordedAt: '2026-11-28T09:58:00Z', TransmitterId: 7 }],
  Images: [{ Image: 'https://media.example.net/fall-88.jpg', ThumbNail: 'https://media.example.net/fall-88-thumb.jpg', ContentType: 'image/jpeg' }],
  Sounds: [{ Sound: 'https://media.example.net/fall-88.wav', ContentType: 'audio/wav' }],
  Videos: [{ LiveVideo: 'https://media.example.net/live/88', ContentType: 'video/webm' }],
};

describe('links, measurements and media come from what was ingested or stored', () => {
  it('WIDGET-27 WIDGET-28 WIDGET-33: an alarm ingested with links, measurements and media shows them, and only on that alarm', async () => {
    // User 4 is a demo person without pictures: the ingested ones are the only ones.
    const alarmId = await ingest({ UserId: 4, AlarmText: 'Fall with records', ...RECORDS });
    const withRecords = await details(alarmId);
    expect(withRecords.Links).toContainEqual(RECORDS.Links[0]);
    expect(withRecords.Links.map((l: { LinkUrl: string }) => l.LinkUrl)).not.toContain('javascript:alert(1)');
    expect(withRecords.Measurements).toContainEqual(RECORDS.Measurements[0]);
    const media = await attachments(alarmId);
    expect(media.Images).toEqual(RECORDS.Images);
    expect(media.Sounds).toEqual(RECORDS.Sounds);
    expect(media.Videos).toContainEqual(RECORDS.Videos[0]);
    expect(media.Links).toContainEqual(RECORDS.Links[0]);
    // The bad link was left out and logged, the alarm raised all the same.
    expect(withRecords.Logs.map((l: { EventCode?: string }) => l.EventCode)).toContain('ingestIgnored');

    const other = await ingest({ UserId: 4, AlarmText: 'Another alarm of the same person' });
    expect((await details(other)).Measurements).not.toContainEqual(RECORDS.Measurements[0]);
    expect((await attachments(other)).Images).toEqual([]);
  });
});
