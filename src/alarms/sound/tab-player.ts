import { createFilePlayer } from './file-player.ts';
import { createTonePlayer } from './tone-player.ts';

/** This tab's one player: the list plays through it, the settings page tries its sounds, the shell shows whether its audio runs. */
export const tabPlayer = createFilePlayer(createTonePlayer());
