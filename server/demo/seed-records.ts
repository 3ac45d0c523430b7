import type { Trx } from '../storage/database.ts';
import { storePersonRecords, type PersonRecords } from '../media/person-records.ts';

const MINUTE = 60_000;

/** Pictures for three users in four, sound and video for every other one (UserId 3, the e2e default, has all). */
const hasPictures = (userId: number) => userId % 4 !== 0;
const hasSoundAndVideo = (userId: number) => userId % 2 === 1;

/**
 * A demo person's links, measurements (one of each DataType, WIDGET-27, WIDGET-28) and media naming the demo's
 * files (WIDGET-33), dated before the seed. A centre without the demo has only what was ingested or stored.
 */
function demoRecordsOf(userId: number, now: Date): PersonRecords {
  const before = (minutes: number) => new Date(now.getTime() - minutes * MINUTE).toISOString();
  const withSound = hasSoundAndVideo(userId);
  return {
    Links: [
      { LinkDescription: 'Care plan', LinkUrl: `https://example.org/care-plans/${userId}`, LastUpdated: before(60 * 24 * 3) },
      {
        LinkDescription: 'Medication list from the home-care provider, updated after the last visit by the district nurse',
        LinkUrl: `https://example.org/medication/${userId}?view=full`,
        LastUpdated: before(90),
      },
    ],
    Measurements: [
      { Measurment: 'Room temperature', Value: 18 + (userId % 5), DataType: 'int', RecordedAt: before(5), TransmitterId: null },
      { Measurment: 'Door', Value: userId % 3 === 0 ? 'Open' : 'Closed', DataType: 'string', RecordedAt: before(12), TransmitterId: null },
      { Measurment: 'Last movement', Value: before(25), DataType: 'timestamp', RecordedAt: before(2), TransmitterId: null },
    ],
    Images: hasPictures(userId)
      ? [
          { Image: 'demo-room.png', ThumbNail: 'demo-room-thumb.png', ContentType: 'image/png', LastUpdated: before(1) },
          { Image: 'demo-door.jpg', ThumbNail: 'demo-door-thumb.jpg', ContentType: 'image/jpeg', LastUpdated: before(3) },
        ]
      : [],
    Sounds: withSound ? [{ Sound: 'demo-sound.wav', ContentType: 'audio/wav', LastUpdated: before(1) }] : [],
    Videos: withSound
      ? [
          { Video: 'demo-video.webm', ContentType: 'video/webm', LastUpdated: before(2) },
          { LiveVideo: 'demo-video.webm', ContentType: 'video/webm', LastUpdated: now.toISOString() },
        ]
      : [],
  };
}

/** Stores every demo person's records, shown with each of the person's alarms (seed.ts calls it in its transaction). */
export async function seedRecords(trx: Trx, userIds: readonly number[], now: Date): Promise<void> {
  for (const userId of userIds) await storePersonRecords(trx, userId, null, demoRecordsOf(userId, now));
}
