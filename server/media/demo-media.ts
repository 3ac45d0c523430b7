import { readFileSync } from 'node:fs';

/**
 * The demo's media files (made once with the bundled ffmpeg and committed: a test picture and its thumbnail as PNG
 * and as JPEG, a two-second tone, a two-second WebM clip). Only these names are served, so a filename can never
 * reach another file.
 */
const FILES: Readonly<Record<string, string>> = {
  'demo-room.png': 'image/png',
  'demo-room-thumb.png': 'image/png',
  'demo-door.jpg': 'image/jpeg',
  'demo-door-thumb.jpg': 'image/jpeg',
  'demo-sound.wav': 'audio/wav',
  'demo-video.webm': 'video/webm',
};

const cache = new Map<string, Buffer>();

/** A demo media file by its name (GET api/media/file), or null for any other name. */
export function demoMediaFile(filename: string): { contentType: string; bytes: Buffer } | null {
  const contentType = Object.hasOwn(FILES, filename) ? FILES[filename] : undefined;
  if (!contentType) return null;
  let bytes = cache.get(filename);
  if (!bytes) {
    bytes = readFileSync(new URL(`./files/${filename}`, import.meta.url));
    cache.set(filename, bytes);
  }
  return { contentType, bytes };
}
