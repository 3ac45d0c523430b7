import { describe, expect, it } from 'vitest';
import { describePosition, positionAt } from './ptz.ts';

const still = { Pan: 0, Tilt: 0, Zoom: 1, PanSpeed: 0, TiltSpeed: 0, ZoomSpeed: 0, MovedAt: '2026-01-01T00:00:00.000Z' };
const at = (seconds: number) => new Date(Date.parse(still.MovedAt) + seconds * 1000);

describe('camera position', () => {
  it('moves 10° a second per unit of speed while the speed is nonzero', () => {
    expect(positionAt({ ...still, PanSpeed: 1.5, TiltSpeed: -1 }, at(2))).toEqual({ Pan: 30, Tilt: -20, Zoom: 1 });
    expect(positionAt(still, at(60))).toEqual({ Pan: 0, Tilt: 0, Zoom: 1 });
  });

  it('stops at the limits of the mount and the lens', () => {
    expect(positionAt({ ...still, PanSpeed: 1.5, TiltSpeed: 1.5, ZoomSpeed: -1.5 }, at(600))).toEqual({ Pan: 170, Tilt: 45, Zoom: 1 });
    expect(positionAt({ ...still, ZoomSpeed: 1.5 }, at(600)).Zoom).toBe(4);
  });

  it('is written as the stream shows it', () => {
    expect(describePosition({ Pan: 12.5, Tilt: -3, Zoom: 1.5 })).toBe('P12.5 T-3.0 Z1.5');
  });
});
