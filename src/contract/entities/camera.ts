import { z } from 'zod';
import { optionalBool, optionalInt, optionalText } from '../primitives.ts';
import { CAMERA_TYPES } from '../../domain/constants.ts';
import { CommandSchema } from './command.ts';

/** Camera types (CAM-07); CAMERAPROXY_SECURITY is served as MJPEG in an iframe. The codes live with the other constants. */
export const CAMERA_TYPE = CAMERA_TYPES;

export const CameraExtraSchema = z.looseObject({
  CommandId: optionalInt(),
  Order: optionalInt(),
  TitleKey: optionalText(),
  OnClick: optionalText(),
});

export const CameraPresetSchema = z.looseObject({
  CameraPresetId: optionalInt(),
  Order: optionalInt(),
  TitleKey: optionalText(),
  AllowConfigure: optionalBool(),
});

/** A camera of the alarmed object, also the answer of viewcamera (calls §3, CAM-44). */
export const CameraSchema = z.looseObject({
  Id: z.number().int(),
  Title: optionalText(),
  /** A CAMERA_TYPE value; unknown numbers are kept so a new type does not hide the camera. */
  CameraType: optionalInt(),
  CameraAddress: optionalText(),
  CameraPort: z.union([z.number(), z.string()]).nullish(),
  RtspPath: optionalText(),
  MjpegPath: optionalText(),
  WebMPath: optionalText(),
  HlsPath: optionalText(),
  ViewingPermitted: optionalBool(),
  ViewingWindowShortPeriod: z.number().nullish(),
  ViewingWindowLong: z.number().nullish(),
  ViewingWindowLongEnd: z.string().nullish(),
  VideoPlaybackTimeout: z.number().nullish(),
  VideoPlaybackNumRetries: optionalInt(),
  PTZControl: optionalBool(),
  DisableTimeOut: z.number().nullish(),
  Extras: z.array(CameraExtraSchema).nullish(),
  Presets: z.array(CameraPresetSchema).nullish(),
  Commands: z.array(CommandSchema).nullish(),
  /**
   * Only in the answer of viewcamera: a short-lived ticket for this camera's streams, bound to the viewer's session,
   * the alarm and the camera, valid for the viewing window. MJPEG and WebM carry it as `?ticket=` (the server
   * redacts it from its logs); HLS requests carry it as basic auth (`ticket:<value>`), so it is in no URL at all.
   */
  MediaTicket: z.object({ ticket: z.string().min(1), expiresAt: z.string() }).nullish(),
});
export type Camera = z.infer<typeof CameraSchema>;
