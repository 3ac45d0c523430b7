import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../domain/constants.ts';

/** Under 1224 px the console is "mobile": tabs instead of columns, no groups or settings (CONST-01). */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

function isMobileNow(): boolean {
  return window.matchMedia(QUERY).matches;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
