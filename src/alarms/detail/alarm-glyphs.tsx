import type { ReactNode } from 'react';

/**
 * The built-in alarm icons, drawn as line art (24 × 24, currentColor). Emoji were used before, but a console
 * without an emoji font shows them as empty boxes, and the one for a fall (🤕) was a bandaged head.
 */
export const GLYPHS: Readonly<Record<string, ReactNode>> = {
  button: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" fill="currentColor" />
    </>
  ),
  fall: (
    <>
      <circle cx="17" cy="5" r="2" />
      <path d="M15 8l-6 6M9 14l-5-1M9 14l-2 5M13 10l5 2M2 21h20" />
    </>
  ),
  smoke: (
    <>
      <path d="M3 3h18M7 3a5 5 0 0 0 10 0" />
      <path d="M8 18c1.5-1 1.5-2 0-3M12 21c1.5-1 1.5-2 0-3M16 18c1.5-1 1.5-2 0-3" />
    </>
  ),
  fire: <path d="M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 3-7 0 2 1 3 2 3 0-3-1-5 1-8z" />,
  inactivity: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  door: (
    <>
      <path d="M6 21V3h12v18M3 21h18" />
      <circle cx="15" cy="12" r="1" fill="currentColor" />
    </>
  ),
  battery: (
    <>
      <rect x="3" y="7" width="16" height="10" rx="2" />
      <path d="M21 10v4" />
      <rect x="5" y="9" width="3" height="6" fill="currentColor" />
    </>
  ),
  bed: <path d="M3 18V7M3 13h18v5M7 13v-3h5v3" />,
  camera: (
    <>
      <rect x="2" y="7" width="14" height="10" rx="2" />
      <path d="M16 11l6-3v8l-6-3" />
    </>
  ),
  default: <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />,
};
