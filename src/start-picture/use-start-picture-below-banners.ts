import { type RefObject, useLayoutEffect } from 'react';
import { startPictureElement } from './paint-start-picture.ts';

/**
 * The banners (offline, server unreachable, reload required) are drawn before the live list: while the start
 * picture still shows, it starts below them, so they are in sight from their first frame.
 */
export function useStartPictureBelowBanners(banners: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const picture = startPictureElement();
    const drawn = banners.current;
    if (!picture || !drawn || typeof ResizeObserver === 'undefined') return;
    const follow = () => {
      picture.style.top = `${drawn.getBoundingClientRect().bottom}px`;
    };
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(drawn);
    return () => observer.disconnect();
  }, [banners]);
}
