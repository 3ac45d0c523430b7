import type { Selectable } from 'kysely';
import type { Camera } from '../../src/contract/index.ts';
import type { Db } from '../storage/database.ts';
import type { CameraTable } from '../storage/schema.ts';

export type CameraRow = Selectable<CameraTable>;

/** Server-relative stream paths of a camera (served by media-routes.ts). */
export const mediaPaths = {
  mjpeg: (id: number) => `/media/cameras/${id}/mjpeg`,
  hls: (id: number) => `/media/cameras/${id}/hls/index.m3u8`,
  webm: (id: number) => `/media/cameras/${id}/webm`,
};

export type StreamFormat = keyof typeof mediaPaths;

export function formatsOf(row: CameraRow): StreamFormat[] {
  return row.Formats.split(',').filter((f): f is StreamFormat => f in mediaPaths);
}

/** The contract's Camera for stored rows: its presets and extras, and the paths of the formats it offers. */
export async function toCameras(db: Db, rows: CameraRow[]): Promise<Camera[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.Id);
  const presets = await db.selectFrom('camera_presets').selectAll().where('CameraId', 'in', ids).orderBy('Order').execute();
  const extras = await db.selectFrom('camera_extras').selectAll().where('CameraId', 'in', ids).orderBy('Order').execute();
  return rows.map((row) => {
    const formats = formatsOf(row);
    const path = (format: StreamFormat) => (formats.includes(format) ? mediaPaths[format](row.Id) : null);
    return {
      Id: row.Id,
      Title: row.Title,
      CameraType: row.CameraType,
      CameraAddress: row.CameraAddress,
      CameraPort: row.CameraPort,
      RtspPath: row.RtspPath,
      MjpegPath: path('mjpeg'),
      HlsPath: path('hls'),
      WebMPath: path('webm'),
      ViewingPermitted: row.ViewingPermitted === 1,
      ViewingWindowShortPeriod: row.ViewingWindowShortPeriod,
      ViewingWindowLong: row.ViewingWindowLong,
      ViewingWindowLongEnd: row.ViewingWindowLongEnd,
      VideoPlaybackTimeout: row.VideoPlaybackTimeout,
      VideoPlaybackNumRetries: row.VideoPlaybackNumRetries,
      PTZControl: row.PTZControl === 1,
      DisableTimeOut: row.DisableTimeOut,
      Presets: presets.filter((p) => p.CameraId === row.Id).map((p) => ({ CameraPresetId: p.CameraPresetId, Order: p.Order, TitleKey: p.TitleKey, AllowConfigure: p.AllowConfigure === 1 })),
      Extras: extras.filter((e) => e.CameraId === row.Id).map((e) => ({ CommandId: e.CommandId, Order: e.Order, TitleKey: e.TitleKey })),
      Commands: [],
    };
  });
}

/** The alarm page's cameras: every camera of the alarm's user, without a media ticket (viewcamera hands those out). */
export async function camerasOfUser(db: Db, userId: number): Promise<Camera[]> {
  return toCameras(db, await db.selectFrom('cameras').selectAll().where('UserId', '=', userId).orderBy('Id').execute());
}
