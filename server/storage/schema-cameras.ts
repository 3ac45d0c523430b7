import type { Generated } from 'kysely';

/* Cameras of the monitored users (the reference server's demo cameras) and their media tickets. Conventions in schema.ts. */

/** A camera at a monitored user's home, with every field of the contract's Camera and its current PTZ position. */
export interface CameraTable {
  Id: Generated<number>;
  UserId: number;
  Title: Generated<string>;
  CameraType: Generated<number>;
  CameraAddress: Generated<string>;
  CameraPort: Generated<string>;
  RtspPath: Generated<string>;
  /** Comma-separated stream formats the camera offers: 'mjpeg', 'hls', 'webm'. */
  Formats: Generated<string>;
  ViewingPermitted: Generated<number>;
  ViewingWindowShortPeriod: Generated<number>;
  /** Seconds after the alarm was raised during which the camera may be viewed (null: no limit). */
  ViewingWindowLong: number | null;
  /** Viewing ends at this instant whatever the alarm (null: no end). */
  ViewingWindowLongEnd: string | null;
  VideoPlaybackTimeout: Generated<number>;
  VideoPlaybackNumRetries: Generated<number>;
  PTZControl: Generated<number>;
  DisableTimeOut: number | null;
  /** Position when MovedAt was written; the current one adds the speeds times the seconds since (clamped). */
  Pan: Generated<number>;
  Tilt: Generated<number>;
  Zoom: Generated<number>;
  PanSpeed: Generated<number>;
  TiltSpeed: Generated<number>;
  ZoomSpeed: Generated<number>;
  MovedAt: string;
}

export interface CameraPresetTable {
  CameraId: number;
  CameraPresetId: number;
  Order: number;
  TitleKey: string;
  AllowConfigure: number;
  Pan: number;
  Tilt: number;
  Zoom: number;
}

/** A button under a camera that runs a camera command (Extras). */
export interface CameraExtraTable {
  CameraId: number;
  CommandId: number;
  Order: number;
  TitleKey: string;
  /** What the camera does when the command runs (logged on the alarm). */
  Command: string;
}

/** A ticket for one camera's streams: stored hashed, bound to the alarm and the access token that asked. */
export interface MediaTicketTable {
  TicketHash: string;
  CameraId: number;
  AlarmId: number;
  AccessTokenHash: string;
  ExpiresAt: string;
}
