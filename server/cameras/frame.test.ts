import { describe, expect, it } from 'vitest';
import { FRAME_HEIGHT, FRAME_WIDTH, renderFrame } from './frame.ts';

const at = new Date('2026-01-01T12:34:56Z');
const pixel = (frame: Buffer, x: number, y: number) => [...frame.subarray((y * FRAME_WIDTH + x) * 3, (y * FRAME_WIDTH + x) * 3 + 3)];
const isWhite = (rgb: number[]) => rgb.every((c) => c === 255);
/** The white pixels of the overlay's first line (position) and second line (time). */
const whiteIn = (frame: Buffer, y0: number) => {
  let n = 0;
  for (let y = y0; y < y0 + 10; y++) for (let x = 0; x < 160; x++) if (isWhite(pixel(frame, x, y))) n++;
  return n;
};

describe('demo camera frame', () => {
  it('is 320x240 RGB with the position and the time written in white', () => {
    const frame = renderFrame({ Pan: 12.5, Tilt: -3, Zoom: 1.5 }, at);
    expect(frame.length).toBe(FRAME_WIDTH * FRAME_HEIGHT * 3);
    expect(whiteIn(frame, 6)).toBeGreaterThan(100);
    expect(whiteIn(frame, 22)).toBeGreaterThan(60);
    expect(whiteIn(renderFrame({ Pan: 12.5, Tilt: -3, Zoom: 1.5 }, new Date('2026-01-01T12:34:57Z')), 22)).not.toBe(whiteIn(frame, 22));
  });

  it('shows the scene from where the camera points: a pan moves the coloured post out of the centre', () => {
    // Pan 0 puts a post (red, 14 scene pixels wide) at the centre of the picture, just above the horizon.
    const red = (frame: Buffer) => {
      const [r, g] = pixel(frame, FRAME_WIDTH / 2 + 4, FRAME_HEIGHT / 2 + 20);
      return r! > 150 && g! < 110;
    };
    expect(red(renderFrame({ Pan: 0, Tilt: 0, Zoom: 1 }, at))).toBe(true);
    expect(red(renderFrame({ Pan: 5, Tilt: 0, Zoom: 1 }, at))).toBe(false);
  });
});
