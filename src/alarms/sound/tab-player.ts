import { createTonePlayer } from './tone-player.ts';

/** This tab's one player: the list plays through it, the shell shows whether its audio runs. */
export const tabPlayer = createTonePlayer();
