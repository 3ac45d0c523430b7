import type { Insertable } from 'kysely';
import type { IngestAlarm } from '../../src/contract/index.ts';
import { CAMERA_TYPES } from '../../src/domain/constants.ts';
import type { Db } from '../storage/database.ts';
import type { CameraTable } from '../storage/schema.ts';

/** Alarm templates whose page shows the camera section: their demo users get cameras. */
export const CAMERA_TEMPLATES: readonly string[] = ['camera', 'camera_care'];

type SeedCamera = Omit<Insertable<CameraTable>, 'UserId' | 'MovedAt'> & {
  presets?: { CameraPresetId: number; TitleKey: string; AllowConfigure: boolean; Pan: number; Tilt: number; Zoom: number }[];
  extras?: { CommandId: number; TitleKey: string; Command: string }[];
};

const DAY_S = 24 * 3600;
/** Each camera shows one behaviour of the console's camera widget (calls §3-§9). */
const DEMO_CAMERAS: SeedCamera[] = [
  {
    Title: 'Front door',
    CameraType: CAMERA_TYPES.GENERIC,
    CameraAddress: '192.0.2.10',
    CameraPort: '554',
    RtspPath: '/live/front',
    Formats: 'mjpeg',
    PTZControl: 1,
    ViewingWindowLong: DAY_S,
    presets: [
      { CameraPresetId: 0, TitleKey: 'Door', AllowConfigure: true, Pan: 0, Tilt: 0, Zoom: 1 },
      { CameraPresetId: 1, TitleKey: 'Hallway', AllowConfigure: false, Pan: 40, Tilt: -10, Zoom: 2 },
      { CameraPresetId: 2, TitleKey: 'Stairs', AllowConfigure: false, Pan: -60, Tilt: 15, Zoom: 1.5 },
      // The camera's own home position: it has no preset number of ours, so the console never offers to reset it.
      { CameraPresetId: -1, TitleKey: 'Home position', AllowConfigure: false, Pan: 0, Tilt: 0, Zoom: 1 },
    ],
    extras: [{ CommandId: 1, TitleKey: 'Turn on the light', Command: 'light on' }],
  },
  { Title: 'Living room', CameraType: CAMERA_TYPES.GENERIC, CameraAddress: '192.0.2.11', CameraPort: '554', RtspPath: '/live/living', Formats: 'hls', ViewingWindowLong: DAY_S },
  { Title: 'Kitchen', CameraType: CAMERA_TYPES.GENERIC, CameraAddress: '192.0.2.12', CameraPort: '554', RtspPath: '/live/kitchen', Formats: 'webm', DisableTimeOut: 10, ViewingWindowLong: DAY_S },
  { Title: 'Entrance (security)', CameraType: CAMERA_TYPES.CAMERAPROXY_SECURITY, CameraAddress: '192.0.2.13', CameraPort: '8080', RtspPath: '', Formats: 'mjpeg', ViewingWindowLong: DAY_S },
  { Title: 'Bedroom', CameraType: CAMERA_TYPES.GENERIC, CameraAddress: '192.0.2.14', CameraPort: '554', RtspPath: '/live/bedroom', Formats: 'mjpeg', ViewingPermitted: 0 },
  { Title: 'Garden', CameraType: CAMERA_TYPES.GENERIC, CameraAddress: '192.0.2.15', CameraPort: '554', RtspPath: '/live/garden', Formats: 'mjpeg', ViewingWindowShortPeriod: 0 },
];

/** Gives the demo cameras to every user with a seeded camera-template alarm (seed.ts calls it inside its transaction). */
export async function seedCameras(db: Db, now: Date): Promise<void> {
  const users = await db.selectFrom('alarms').select('UserId').distinct().where('Template', 'in', CAMERA_TEMPLATES).orderBy('UserId').execute();
  for (const { UserId } of users) {
    for (const { presets = [], extras = [], ...camera } of DEMO_CAMERAS) {
      const row = await db.insertInto('cameras').values({ ...camera, UserId, MovedAt: now.toISOString() }).returning('Id').executeTakeFirstOrThrow();
      if (presets.length) {
        await db
          .insertInto('camera_presets')
          .values(presets.map((p, order) => ({ ...p, CameraId: row.Id, Order: order, AllowConfigure: p.AllowConfigure ? 1 : 0 })))
          .execute();
      }
      if (extras.length) await db.insertInto('camera_extras').values(extras.map((e, order) => ({ ...e, CameraId: row.Id, Order: order }))).execute();
    }
  }
}

/** A simulated camera alarm goes to a user who has cameras (any user otherwise), so its camera section is not empty. */
export async function withCameraUser(db: Db, alarm: IngestAlarm, pick: <T>(items: readonly T[]) => T): Promise<IngestAlarm> {
  if (!alarm.Template || !CAMERA_TEMPLATES.includes(alarm.Template)) return alarm;
  const users = await db.selectFrom('cameras').select('UserId').distinct().orderBy('UserId').execute();
  return users.length ? { ...alarm, UserId: pick(users).UserId } : alarm;
}
