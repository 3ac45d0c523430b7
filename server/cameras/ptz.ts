/** Where a demo camera points: pan and tilt in degrees, zoom as a magnification. */
export interface Position {
  Pan: number;
  Tilt: number;
  Zoom: number;
}

/** A stored position with the speeds it moves at since `MovedAt` (the cameras table). */
export interface Motion extends Position {
  PanSpeed: number;
  TiltSpeed: number;
  ZoomSpeed: number;
  MovedAt: string;
}

/** Degrees per second at speed 1.0 (the console moves at ±1.5: 15°/s); zoom steps per second at speed 1.0. */
const DEGREES_PER_SECOND = 10;
const ZOOM_PER_SECOND = 0.5;
export const LIMITS = { pan: 170, tilt: 45, zoomMin: 1, zoomMax: 4 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 100) / 100;

/** The position at `now`: the stored one moved by the speeds since MovedAt, held at the camera's limits. */
export function positionAt(motion: Motion, now: Date): Position {
  const seconds = Math.max(0, (now.getTime() - Date.parse(motion.MovedAt)) / 1000);
  return {
    Pan: round(clamp(motion.Pan + motion.PanSpeed * DEGREES_PER_SECOND * seconds, -LIMITS.pan, LIMITS.pan)),
    Tilt: round(clamp(motion.Tilt + motion.TiltSpeed * DEGREES_PER_SECOND * seconds, -LIMITS.tilt, LIMITS.tilt)),
    Zoom: round(clamp(motion.Zoom + motion.ZoomSpeed * ZOOM_PER_SECOND * seconds, LIMITS.zoomMin, LIMITS.zoomMax)),
  };
}

/** "P12.5 T-3.0 Z1.5", as the stream shows it and the alarm log writes it. */
export function describePosition(p: Position): string {
  return `P${p.Pan.toFixed(1)} T${p.Tilt.toFixed(1)} Z${p.Zoom.toFixed(1)}`;
}
