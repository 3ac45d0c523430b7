import type { z } from 'zod';
import type { AlarmRef, Camera, CommandResultSchema, ErrorCode } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { changeAlarmAs, UNCHANGED, type Change } from '../alarms/alarm-change.ts';
import { ServiceError } from '../services/errors.ts';
import { said } from '../alarms/log-events.ts';
import type { Principal } from '../services/principal.ts';
import type { AlarmRecord } from '../alarms/alarm-queries.ts';
import type { Trx } from '../storage/database.ts';
import { toCameras, type CameraRow } from './camera-view.ts';
import { holdsTicket, issueMediaTicket } from './media-tickets.ts';
import { describePosition, positionAt } from './ptz.ts';
import type { ViewRate } from './view-rate.ts';

type CommandResult = z.infer<typeof CommandResultSchema>;

/** Any operator who sees an active alarm may use its cameras; ownership is not needed to look. */
const ACTIVE = { owner: false, active: true };

/** A camera refusal: errors[0].name carries the code, which the console uses as its message key (calls §8). */
export function refuse(code: ErrorCode, description: string, status?: number): ServiceError {
  return new ServiceError(code, description, [{ name: code, description }], status);
}

async function cameraOf(trx: Trx, alarm: AlarmRecord, cameraId: number): Promise<CameraRow> {
  const row = await trx.selectFrom('cameras').selectAll().where('Id', '=', cameraId).where('UserId', '=', alarm.UserId).executeTakeFirst();
  if (!row) throw refuse('NOT_FOUND', 'The alarm has no such camera');
  return row;
}

/** When viewing ends for this alarm: ViewingWindowLong seconds after it was raised, or ViewingWindowLongEnd (whichever is first). */
function windowEnd(row: CameraRow, alarm: AlarmRecord): number {
  const raised = Date.parse(alarm.RaisedAt ?? alarm.ServerAlarmTime);
  const ends = [row.ViewingWindowLong === null ? Infinity : raised + row.ViewingWindowLong * 1000, row.ViewingWindowLongEnd === null ? Infinity : Date.parse(row.ViewingWindowLongEnd)];
  return Math.min(...ends);
}

/** The camera of the alarm, if it may be watched now (CAM-10, CAM-11, CAM-12); every camera call checks this. */
async function viewableCamera(ctx: ServerContext, trx: Trx, alarm: AlarmRecord, cameraId: number): Promise<CameraRow> {
  const row = await cameraOf(trx, alarm, cameraId);
  if (row.ViewingPermitted !== 1) throw refuse('VIEWING_PERMITTED_FALSE', 'Viewing this camera is not permitted');
  if (row.ViewingWindowShortPeriod <= 0) throw refuse('NOT_ALLOWED_TO_VIEW_CAMERA', 'This camera has no viewing period');
  if (ctx.clock.now().getTime() >= windowEnd(row, alarm)) throw refuse('VIEWING_WINDOW_CLOSED', "The camera's viewing window for this alarm has passed");
  return row;
}

/** The alarm log line of a camera call, written by the console in the operator's language (alarm:logCodes). */
const logged = (row: CameraRow, code: string, params: Record<string, string> = {}): Change => ({ log: { event: 'camera', ...said(code, { camera: row.Title, ...params }) } });

/** What viewcamera needs of the streams: whether the server has any, and whether the operator may open one now. */
export interface StreamGate {
  readonly available: boolean;
  /** Throws the refusal (CAMERA_STREAM_LIMIT, CAMERA_ENCODERS_BUSY) when the operator may open no stream now. */
  assertRoomFor(respondentId: number): void;
}

/**
 * POST viewcamera: the camera with a media ticket for its streams, valid for ViewingWindowShortPeriod seconds (never
 * past the viewing window). Viewing is a look, not a change: read-only sessions may view (a supervisor may need to
 * watch), and it is logged for them too, once per viewing period: a session that holds a live ticket for the camera
 * (a retry, a second look) adds no line and no alarm change (security #NM4). Calls are limited per operator and camera.
 */
export async function viewCamera(ctx: ServerContext, principal: Principal, ref: AlarmRef, cameraId: number, streams: StreamGate, views: ViewRate): Promise<Camera> {
  views.count(principal.respondentId, cameraId, ctx.clock.now().getTime());
  let answer: Camera | undefined;
  await changeAlarmAs(ctx, { ...principal, readOnly: false }, ref, ACTIVE, async (alarm, trx) => {
    const row = await viewableCamera(ctx, trx, alarm, cameraId);
    if (!streams.available) throw refuse('STREAM_NOT_AVAILABLE', 'The streams of the demo cameras need ffmpeg, which this server does not have', 503);
    streams.assertRoomFor(principal.respondentId);
    const now = ctx.clock.now();
    const grant = { cameraId, alarmId: alarm.AlarmId, accessTokenHash: principal.tokenHash };
    const viewing = await holdsTicket(trx, grant, now.toISOString());
    const expiresAt = new Date(Math.min(now.getTime() + row.ViewingWindowShortPeriod * 1000, windowEnd(row, alarm))).toISOString();
    const ticket = await issueMediaTicket(trx, { ...grant, expiresAt }, now.toISOString());
    const [camera] = await toCameras(trx, [row]);
    answer = { ...camera!, MediaTicket: { ticket, expiresAt } };
    return viewing ? UNCHANGED : logged(row, 'cameraViewed');
  });
  return answer!;
}

/** POST cameraptz: the camera moves at the given speeds (±1.5 while a button is held) until a call with 0 stops it. */
export async function moveCamera(ctx: ServerContext, principal: Principal, ref: AlarmRef, cameraId: number, speeds: { x: number; y: number; z: number }): Promise<void> {
  await changeAlarmAs(ctx, principal, ref, ACTIVE, async (alarm, trx) => {
    const row = await viewableCamera(ctx, trx, alarm, cameraId);
    if (row.PTZControl !== 1) throw refuse('FORBIDDEN', 'This camera cannot be moved');
    const now = ctx.clock.now();
    const here = positionAt(row, now);
    await trx.updateTable('cameras').set({ ...here, PanSpeed: speeds.x, TiltSpeed: speeds.y, ZoomSpeed: speeds.z, MovedAt: now.toISOString() }).where('Id', '=', row.Id).execute();
    const still = speeds.x === 0 && speeds.y === 0 && speeds.z === 0;
    return logged(row, still ? 'cameraStopped' : 'cameraMoving', { position: describePosition(here) });
  });
}

async function presetOf(trx: Trx, row: CameraRow, presetId: number) {
  const preset = await trx.selectFrom('camera_presets').selectAll().where('CameraId', '=', row.Id).where('CameraPresetId', '=', presetId).executeTakeFirst();
  if (!preset) throw refuse('NOT_FOUND', 'The camera has no such preset');
  return preset;
}

/** POST cameragotopreset: the camera turns to the stored position (and stops moving). */
export async function gotoPreset(ctx: ServerContext, principal: Principal, ref: AlarmRef, cameraId: number, presetId: number): Promise<void> {
  await changeAlarmAs(ctx, principal, ref, ACTIVE, async (alarm, trx) => {
    const row = await viewableCamera(ctx, trx, alarm, cameraId);
    const preset = await presetOf(trx, row, presetId);
    const position = { Pan: preset.Pan, Tilt: preset.Tilt, Zoom: preset.Zoom };
    await trx.updateTable('cameras').set({ ...position, PanSpeed: 0, TiltSpeed: 0, ZoomSpeed: 0, MovedAt: ctx.clock.now().toISOString() }).where('Id', '=', row.Id).execute();
    return logged(row, 'cameraPreset', { preset: preset.TitleKey, position: describePosition(position) });
  });
}

/** POST cameraconfigurepreset: the current view becomes the preset, only where the preset allows it (CAM-43). */
export async function configurePreset(ctx: ServerContext, principal: Principal, ref: AlarmRef, cameraId: number, presetId: number): Promise<void> {
  await changeAlarmAs(ctx, principal, ref, ACTIVE, async (alarm, trx) => {
    const row = await viewableCamera(ctx, trx, alarm, cameraId);
    const preset = await presetOf(trx, row, presetId);
    if (preset.AllowConfigure !== 1) throw refuse('FORBIDDEN', 'This preset cannot be changed');
    const here = positionAt(row, ctx.clock.now());
    await trx.updateTable('camera_presets').set(here).where('CameraId', '=', row.Id).where('CameraPresetId', '=', presetId).execute();
    return logged(row, 'cameraPresetSet', { preset: preset.TitleKey, position: describePosition(here) });
  });
}

/** POST cameracommand: runs one of the camera's extras. */
export async function cameraCommand(ctx: ServerContext, principal: Principal, ref: AlarmRef, cameraId: number, commandId: number): Promise<CommandResult> {
  let result: CommandResult = {};
  await changeAlarmAs(ctx, principal, ref, ACTIVE, async (alarm, trx) => {
    const row = await viewableCamera(ctx, trx, alarm, cameraId);
    const extra = await trx.selectFrom('camera_extras').selectAll().where('CameraId', '=', row.Id).where('CommandId', '=', commandId).executeTakeFirst();
    if (!extra) throw refuse('NOT_FOUND', 'The camera has no such command');
    result = { Success: true, Message: `${row.Title}: ${extra.TitleKey}` };
    return logged(row, 'cameraCommand', { command: extra.TitleKey });
  });
  return result;
}
