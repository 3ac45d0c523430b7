import { readFileSync } from 'node:fs';
import type { Attachments, AlarmDetails } from '../../src/contract/index.ts';

/**
 * The demo's media files (made once with the bundled ffmpeg and committed: a test picture and its thumbnail as PNG
 * and as JPEG, a two-second tone, a two-second WebM clip). Only these names are served, so a filename can never
 * reach another file.
 */
const FILES: Readonly<Record<string, string>> = {
  'demo-room.png': 'image/png',
  'demo-room-thumb.png': 'image/png',
  'demo-door.jpg': 'image/jpeg',
  'demo-door-thumb.jpg': 'image/jpeg',
  'demo-sound.wav': 'audio/wav',
  'demo-video.webm': 'video/webm',
};

const cache = new Map<string, Buffer>();

/** A demo media file by its name (GET api/media/file), or null for any other name. */
export function demoMediaFile(filename: string): { contentType: string; bytes: Buffer } | null {
  const contentType = Object.hasOwn(FILES, filename) ? FILES[filename] : undefined;
  if (!contentType) return null;
  let bytes = cache.get(filename);
  if (!bytes) {
    bytes = readFileSync(new URL(`./files/${filename}`, import.meta.url));
    cache.set(filename, bytes);
  }
  return { contentType, bytes };
}

const MINUTE = 60_000;
const minutesBefore = (at: string, minutes: number) => new Date(new Date(at).getTime() - minutes * MINUTE).toISOString();

/** Pictures for three users in four, sound and video for every other one (UserId 3, the e2e default, has all). */
const hasPictures = (userId: number) => userId % 4 !== 0;
const hasSoundAndVideo = (userId: number) => userId % 2 === 1;

/**
 * The links and measurements of a demo user's alarm (WIDGET-27, WIDGET-28): derived from the user id and the
 * alarm's time rather than stored, since the demo has no way to add them; one measurement of each DataType.
 */
export function demoRecordsOf(userId: number, alarmTime: string): Pick<AlarmDetails, 'Links' | 'Measurements'> {
  return {
    Links: [
      { LinkDescription: 'Care plan', LinkUrl: `https://example.org/care-plans/${userId}`, LastUpdated: minutesBefore(alarmTime, 60 * 24 * 3) },
      {
        LinkDescription: 'Medication list from the home-care provider, updated after the last visit by the district nurse',
        LinkUrl: `https://example.org/medication/${userId}?view=full`,
        LastUpdated: minutesBefore(alarmTime, 90),
      },
    ],
    Measurements: [
      { Measurment: 'Room temperature', Value: 18 + (userId % 5), DataType: 'int', RecordedAt: minutesBefore(alarmTime, 5), TransmitterId: null },
      { Measurment: 'Door', Value: userId % 3 === 0 ? 'Open' : 'Closed', DataType: 'string', RecordedAt: minutesBefore(alarmTime, 12), TransmitterId: null },
      { Measurment: 'Last movement', Value: minutesBefore(alarmTime, 25), DataType: 'timestamp', RecordedAt: minutesBefore(alarmTime, 2), TransmitterId: null },
    ],
  };
}

/** The media and links of an alarm's attachments (WIDGET-33); items carry LastUpdated and name a demo file. */
export function demoMediaOf(userId: number, alarmTime: string): Pick<Attachments, 'Images' | 'Sounds' | 'Videos' | 'Links'> {
  const images = hasPictures(userId)
    ? [
        { Image: 'demo-room.png', ThumbNail: 'demo-room-thumb.png', ContentType: 'image/png', LastUpdated: minutesBefore(alarmTime, 1) },
        { Image: 'demo-door.jpg', ThumbNail: 'demo-door-thumb.jpg', ContentType: 'image/jpeg', LastUpdated: minutesBefore(alarmTime, 3) },
      ]
    : [];
  const withSound = hasSoundAndVideo(userId);
  return {
    Images: images,
    Sounds: withSound ? [{ Sound: 'demo-sound.wav', ContentType: 'audio/wav', LastUpdated: minutesBefore(alarmTime, 1) }] : [],
    Videos: withSound
      ? [
          { Video: 'demo-video.webm', ContentType: 'video/webm', LastUpdated: minutesBefore(alarmTime, 2) },
          { LiveVideo: 'demo-video.webm', ContentType: 'video/webm', LastUpdated: alarmTime },
        ]
      : [],
    Links: demoRecordsOf(userId, alarmTime).Links,
  };
}
