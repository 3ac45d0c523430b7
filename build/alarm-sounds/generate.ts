/**
 * Writes the alarm sound files (public/sounds/alarm/*.wav) from their notes (src/alarms/sound/sound-patterns.ts).
 * Run after changing a pattern: `npm run sounds`; a unit test fails while the committed files differ.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SOUND_NAMES, soundFilePath } from '../../src/alarms/sound/sound-patterns.ts';
import { renderWav } from './render-wav.ts';

for (const name of SOUND_NAMES) {
  const file = new URL(`../../public/${soundFilePath(name)}`, import.meta.url);
  mkdirSync(dirname(file.pathname), { recursive: true });
  writeFileSync(file, renderWav(name));
}
console.log(`wrote ${SOUND_NAMES.length} sounds to public/sounds/alarm`);
