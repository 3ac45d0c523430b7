import { createDecodedSounds, isBufferContext } from './decoded-sounds.ts';
import { createFilePlayer } from './file-player.ts';
import { createTonePlayer } from './tone-player.ts';

const tones = createTonePlayer();
const decoded = createDecodedSounds(() => {
  const audio = tones.audioContext();
  return isBufferContext(audio) ? audio : null;
});

/** This tab's one player: the list plays through it, the settings page tries its sounds, the shell shows whether its audio runs. */
export const tabPlayer = createFilePlayer(tones, undefined, undefined, decoded);
