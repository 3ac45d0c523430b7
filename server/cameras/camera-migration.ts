import type { Migration } from 'kysely/migration';
import { int, type SqlDialectName, text, type UntypedDb } from '../storage/migration-kit.ts';

const real = 'real' as const;

/** Cameras per monitored user (with their PTZ position and motion), presets, extras and media tickets. */
export function camerasMigration(dialect: SqlDialectName): Migration {
  return {
    async up(db: UntypedDb) {
      const cameras = db.schema.createTable('cameras');
      await (dialect === 'postgres'
        ? cameras.addColumn('Id', int, (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : cameras.addColumn('Id', int, (c) => c.primaryKey().autoIncrement()))
        .addColumn('UserId', int, (c) => c.notNull())
        .addColumn('Title', text, (c) => c.notNull().defaultTo(''))
        .addColumn('CameraType', int, (c) => c.notNull().defaultTo(0))
        .addColumn('CameraAddress', text, (c) => c.notNull().defaultTo(''))
        .addColumn('CameraPort', text, (c) => c.notNull().defaultTo(''))
        .addColumn('RtspPath', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Formats', text, (c) => c.notNull().defaultTo('mjpeg'))
        .addColumn('ViewingPermitted', int, (c) => c.notNull().defaultTo(1))
        .addColumn('ViewingWindowShortPeriod', int, (c) => c.notNull().defaultTo(60))
        .addColumn('ViewingWindowLong', int)
        .addColumn('ViewingWindowLongEnd', text)
        .addColumn('VideoPlaybackTimeout', int, (c) => c.notNull().defaultTo(10))
        .addColumn('VideoPlaybackNumRetries', int, (c) => c.notNull().defaultTo(2))
        .addColumn('PTZControl', int, (c) => c.notNull().defaultTo(0))
        .addColumn('DisableTimeOut', int)
        .addColumn('Pan', real, (c) => c.notNull().defaultTo(0))
        .addColumn('Tilt', real, (c) => c.notNull().defaultTo(0))
        .addColumn('Zoom', real, (c) => c.notNull().defaultTo(1))
        .addColumn('PanSpeed', real, (c) => c.notNull().defaultTo(0))
        .addColumn('TiltSpeed', real, (c) => c.notNull().defaultTo(0))
        .addColumn('ZoomSpeed', real, (c) => c.notNull().defaultTo(0))
        .addColumn('MovedAt', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cameras_user').on('cameras').column('UserId').execute();
      await db.schema
        .createTable('camera_presets')
        .addColumn('CameraId', int, (c) => c.notNull())
        .addColumn('CameraPresetId', int, (c) => c.notNull())
        .addColumn('Order', int, (c) => c.notNull().defaultTo(0))
        .addColumn('TitleKey', text, (c) => c.notNull().defaultTo(''))
        .addColumn('AllowConfigure', int, (c) => c.notNull().defaultTo(0))
        .addColumn('Pan', real, (c) => c.notNull().defaultTo(0))
        .addColumn('Tilt', real, (c) => c.notNull().defaultTo(0))
        .addColumn('Zoom', real, (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('camera_presets_pk', ['CameraId', 'CameraPresetId'])
        .execute();
      await db.schema
        .createTable('camera_extras')
        .addColumn('CameraId', int, (c) => c.notNull())
        .addColumn('CommandId', int, (c) => c.notNull())
        .addColumn('Order', int, (c) => c.notNull().defaultTo(0))
        .addColumn('TitleKey', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Command', text, (c) => c.notNull())
        .addPrimaryKeyConstraint('camera_extras_pk', ['CameraId', 'CommandId'])
        .execute();
      await db.schema
        .createTable('media_tickets')
        .addColumn('TicketHash', text, (c) => c.primaryKey())
        .addColumn('CameraId', int, (c) => c.notNull())
        .addColumn('AlarmId', int, (c) => c.notNull())
        .addColumn('AccessTokenHash', text, (c) => c.notNull())
        .addColumn('ExpiresAt', text, (c) => c.notNull())
        .execute();
    },
  };
}
