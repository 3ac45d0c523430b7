import { useLayoutEffect } from 'react';
import { removeStartPicture } from './paint-start-picture.ts';

/**
 * For a screen a start may land on instead of the list (the login, a crash, the one-time link's alarm page): drawn,
 * it takes the picture's place. `replaces` false: this time the screen holds the list, which does it when drawn.
 */
export function useReplacesStartPicture(replaces = true): void {
  useLayoutEffect(() => {
    if (replaces) removeStartPicture();
  }, [replaces]);
}
