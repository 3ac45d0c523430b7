import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOUND_NAMES, soundFilePath } from '../../src/alarms/sound/sound-patterns.ts';
import { renderWav } from './render-wav.ts';

describe('alarm sound files', () => {
  it('real alarm sounds: every committed sound file is what the generator makes from its notes (npm run sounds)', () => {
    for (const name of SOUND_NAMES) {
      const committed = readFileSync(new URL(`../../public/${soundFilePath(name)}`, import.meta.url));
      expect(Buffer.from(renderWav(name)).equals(committed), `${name}: run npm run sounds`).toBe(true);
    }
  });

  it('CONST-08 there is a file for each level sound, the reminder, the short call tone and each audio alarm id 1-5', () => {
    expect(SOUND_NAMES.toSorted()).toEqual(['audio-1', 'audio-2', 'audio-3', 'audio-4', 'audio-5', 'call-short', 'level1', 'level2', 'reminder']);
  });
});
