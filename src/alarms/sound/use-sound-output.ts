import { useEffect } from 'react';
import type { AlarmSoundPlayer } from './file-player.ts';

/** Sends this tab's alarm sounds to the output device the operator chose ('default': the system's). */
export function useSoundOutput(player: Pick<AlarmSoundPlayer, 'setOutputDevice'>, outputDevice: string): void {
  useEffect(() => player.setOutputDevice(outputDevice === 'default' ? '' : outputDevice), [player, outputDevice]);
}
