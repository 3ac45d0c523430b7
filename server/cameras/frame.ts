import { describePosition, type Position } from './ptz.ts';

export const FRAME_WIDTH = 320;
export const FRAME_HEIGHT = 240;

/*
 * A 3x5 bitmap font for the overlay (only the characters it writes): each glyph is five rows of three bits, the
 * top row first, the left column in the highest bit.
 */
const GLYPHS: Record<string, number[]> = {
  '0': [7, 5, 5, 5, 7],
  '1': [2, 6, 2, 2, 7],
  '2': [7, 1, 7, 4, 7],
  '3': [7, 1, 7, 1, 7],
  '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7],
  '6': [7, 4, 7, 5, 7],
  '7': [7, 1, 1, 1, 1],
  '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 7],
  P: [6, 5, 6, 4, 4],
  T: [7, 2, 2, 2, 2],
  Z: [7, 1, 2, 4, 7],
  '.': [0, 0, 0, 0, 2],
  '-': [0, 0, 7, 0, 0],
  ':': [0, 2, 0, 2, 0],
  ' ': [0, 0, 0, 0, 0],
};
const SCALE = 2;
const ADVANCE = 4 * SCALE;

function fill(frame: Buffer, x0: number, y0: number, w: number, h: number, rgb: readonly [number, number, number]): void {
  for (let y = Math.max(0, y0); y < Math.min(FRAME_HEIGHT, y0 + h); y++) {
    for (let x = Math.max(0, x0); x < Math.min(FRAME_WIDTH, x0 + w); x++) frame.set(rgb, (y * FRAME_WIDTH + x) * 3);
  }
}

/** Writes `text` in white on a black box; characters the font lacks are left blank. */
function drawText(frame: Buffer, text: string, x0: number, y0: number): void {
  fill(frame, x0 - 2, y0 - 2, text.length * ADVANCE + 2, 5 * SCALE + 4, [0, 0, 0]);
  [...text].forEach((char, index) => {
    const rows = GLYPHS[char] ?? GLYPHS[' ']!;
    rows.forEach((bits, row) => {
      for (let col = 0; col < 3; col++) {
        if (bits & (4 >> col)) fill(frame, x0 + index * ADVANCE + col * SCALE, y0 + row * SCALE, SCALE, SCALE, [255, 255, 255]);
      }
    });
  });
}

/**
 * Sensor noise, as a real camera has. It also keeps the streams' bitrate up: a still scene compresses to almost
 * nothing, and a browser reads a progressive stream in blocks of tens of kB before it shows anything.
 */
const NOISE = Int8Array.from({ length: 65_536 }, () => Math.floor(Math.random() * 25) - 12);

/** Posts along the horizon, one colour each, so a pan shows which way the camera turned. */
const POST_COLOURS = [[220, 50, 50], [240, 200, 40], [60, 120, 230], [230, 120, 30], [150, 60, 200], [40, 180, 170]] as const;
const POST_SPACING = 160;

/**
 * One 320x240 RGB frame of the demo camera's scene: sky, a checkered lawn and coloured posts, seen from the camera's
 * pan and tilt (8 scene pixels a degree) and magnified by its zoom, with the position and the time written on it.
 */
export function renderFrame(position: Position, now: Date): Buffer {
  const frame = Buffer.alloc(FRAME_WIDTH * FRAME_HEIGHT * 3);
  const centreU = position.Pan * 8;
  const centreV = -position.Tilt * 8;
  for (let y = 0; y < FRAME_HEIGHT; y++) {
    const v = centreV + (y - FRAME_HEIGHT / 2) / position.Zoom;
    for (let x = 0; x < FRAME_WIDTH; x++) {
      const u = centreU + (x - FRAME_WIDTH / 2) / position.Zoom;
      const at = (y * FRAME_WIDTH + x) * 3;
      const post = ((u % POST_SPACING) + POST_SPACING) % POST_SPACING;
      if (post < 14 && v > -30 && v < 70) {
        const n = POST_COLOURS.length;
        frame.set(POST_COLOURS[((Math.floor(u / POST_SPACING) % n) + n) % n]!, at);
      } else if (v < 40) {
        const shade = Math.max(0, Math.min(255, 200 + v / 2));
        frame[at] = shade * 0.5;
        frame[at + 1] = shade * 0.7;
        frame[at + 2] = shade;
      } else {
        const dark = (Math.floor(u / 32) + Math.floor(v / 32)) & 1;
        frame[at] = dark ? 40 : 70;
        frame[at + 1] = dark ? 120 : 160;
        frame[at + 2] = dark ? 40 : 60;
      }
    }
  }
  const offset = Math.floor(Math.random() * NOISE.length);
  for (let i = 0; i < frame.length; i++) frame[i] = Math.max(0, Math.min(255, frame[i]! + NOISE[(i + offset) % NOISE.length]!));
  drawText(frame, describePosition(position), 6, 6);
  drawText(frame, now.toISOString().slice(11, 19), 6, 22);
  return frame;
}
