import { describe, expect, it } from 'vitest';
import type { Attachments } from '../contract/index.ts';
import { alarmLinks, externalWindowFeatures, isOpenableLink, latestQuery, measurementDisplay, mediaFileNames, mediaSource, mergeAttachments, tooltip } from './media.ts';

const log = (Id: number, LogText = `log ${Id}`) => ({ Id, LogText });

describe('attachments with the Latest cursor', () => {
  it('WIDGET-33 asks for everything first, then only what is newer than the stored Latest', () => {
    expect(latestQuery(null)).toEqual({});
    expect(latestQuery({ Latest: '' })).toEqual({});
    expect(latestQuery({ Latest: 41 })).toEqual({ latest: '41' });
  });

  it('WIDGET-33 adds the newer logs and media to the stored ones and moves the cursor', () => {
    const stored: Attachments = {
      Logs: [log(1), log(2)],
      Images: [{ Image: 'a.png', ThumbNail: 'a-t.png', LastUpdated: '2026-01-01T10:00:00Z' }],
      Links: [{ LinkUrl: 'https://example.org/a', LinkDescription: 'A' }],
      Locations: [{ Latitude: 1, Longitude: 1 }],
      Latest: '2',
    };
    const incoming: Attachments = {
      Logs: [log(3)],
      Images: [
        { Image: 'a.png', ThumbNail: 'a-t.png', LastUpdated: '2026-01-01T11:00:00Z' },
        { Image: 'b.png', LastUpdated: '2026-01-01T11:00:00Z' },
      ],
      Sounds: [{ Sound: 's.wav', ContentType: 'audio/wav' }],
      Links: [{ LinkUrl: 'https://example.org/a', LinkDescription: 'A, renamed' }],
      Locations: [{ Latitude: 2, Longitude: 2 }],
      Latest: '3',
    };
    const merged = mergeAttachments(stored, incoming);
    expect(merged.Logs?.map((l) => l.Id)).toEqual([1, 2, 3]);
    expect(merged.Images?.map((i) => [i.Image, i.LastUpdated])).toEqual([
      ['a.png', '2026-01-01T11:00:00Z'],
      ['b.png', '2026-01-01T11:00:00Z'],
    ]);
    expect(merged.Sounds).toHaveLength(1);
    expect(merged.Links).toEqual([{ LinkUrl: 'https://example.org/a', LinkDescription: 'A, renamed' }]);
    expect(merged.Locations).toEqual([{ Latitude: 2, Longitude: 2 }]);
    expect(merged.Latest).toBe('3');
  });

  it('WIDGET-33 keeps the cursor when an answer has none, and a log sent again once', () => {
    const merged = mergeAttachments({ Logs: [log(5)], Latest: '5' }, { Logs: [log(5, 'edited')] });
    expect(merged.Logs).toEqual([log(5, 'edited')]);
    expect(merged.Latest).toBe('5');
  });
});

describe('media files', () => {
  it('API-22 fetches file names, shows data: and http(s) addresses as they are', () => {
    expect(mediaSource('demo.png')).toEqual({ kind: 'file', filename: 'demo.png' });
    expect(mediaSource('data:image/png;base64,AAAA')).toEqual({ kind: 'url', url: 'data:image/png;base64,AAAA' });
    expect(mediaSource('https://cam.example/live.webm')).toEqual({ kind: 'url', url: 'https://cam.example/live.webm' });
    expect(mediaSource('  ')).toEqual({ kind: 'none' });
    expect(
      mediaFileNames({
        Images: [{ Image: 'a.png', ThumbNail: 'a-t.png' }, { Image: 'a.png' }],
        Sounds: [{ Sound: 's.wav' }],
        Videos: [{ Video: 'v.webm' }, { LiveVideo: 'https://cam.example/live' }],
      }),
    ).toEqual(['a.png', 'a-t.png', 's.wav', 'v.webm']);
  });
});

describe('tooltips and external pages', () => {
  it('WIDGET-36 caps tooltip text at 70 characters', () => {
    expect(tooltip('x'.repeat(70))).toBe('x'.repeat(70));
    expect(tooltip('x'.repeat(71))).toBe(`${'x'.repeat(70)}…`);
    expect(tooltip('   ')).toBeUndefined();
  });

  it('WIDGET-26 opens external pages in their own 1340x1340 window', () => {
    expect(externalWindowFeatures()).toContain('width=1340,height=1340');
    expect(externalWindowFeatures()).toContain('noopener');
    expect(isOpenableLink('https://example.org/x')).toBe(true);
    expect(isOpenableLink('javascript:alert(1)')).toBe(false);
  });
});

describe('measurements', () => {
  it('WIDGET-28 shows a value by its DataType', () => {
    expect(measurementDisplay('2026-01-01T10:00:00Z', 'timestamp')).toEqual({ kind: 'time', value: '2026-01-01T10:00:00Z' });
    expect(measurementDisplay('not a time', 'timestamp')).toEqual({ kind: 'text', value: 'not a time' });
    expect(measurementDisplay('21', 'int')).toEqual({ kind: 'number', value: 21 });
    expect(measurementDisplay(21, 'INT')).toEqual({ kind: 'number', value: 21 });
    expect(measurementDisplay('21.5', 'int')).toEqual({ kind: 'text', value: '21.5' });
    expect(measurementDisplay('Open', 'string')).toEqual({ kind: 'text', value: 'Open' });
    expect(measurementDisplay(null, 'string')).toEqual({ kind: 'text', value: '' });
  });
});

describe('links', () => {
  it('WIDGET-27 lists each address once, newest first', () => {
    const links = alarmLinks(
      [
        { LinkUrl: 'https://a.example', LinkDescription: 'A', LastUpdated: '2026-01-01T10:00:00Z' },
        { LinkUrl: 'https://b.example', LastUpdated: null },
      ],
      [
        { LinkUrl: 'https://a.example', LinkDescription: 'A again', LastUpdated: '2026-01-01T10:00:00Z' },
        { LinkUrl: 'https://c.example', LastUpdated: '2026-01-02T10:00:00Z' },
      ],
    );
    expect(links.map((l) => l.LinkDescription ?? l.LinkUrl)).toEqual(['https://c.example', 'A again', 'https://b.example']);
  });
});
