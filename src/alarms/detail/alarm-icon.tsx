import { useState } from 'react';
import { GLYPHS } from './alarm-glyphs.tsx';

const isAddress = (ref: string) => /[/.]/.test(ref);

/**
 * The alarm icon (DETAIL-01): IconRef, then IconRefFallback, then a neutral bell. A reference is either an image
 * address (tried, and skipped when it fails to load) or the name of a built-in glyph; an unknown name is skipped.
 */
export function AlarmIcon({ iconRef, fallback, alt }: { iconRef?: string | null; fallback?: string | null; alt: string }) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const ref = [iconRef, fallback, 'default']
    .map((candidate) => candidate?.trim() ?? '')
    .find((candidate) => candidate !== '' && !failed.includes(candidate) && (isAddress(candidate) || Object.hasOwn(GLYPHS, candidate.toLowerCase())));
  if (ref && isAddress(ref)) {
    return <img key={ref} className="alarm-icon" src={ref} alt={alt} width={40} height={40} onError={() => setFailed([...failed, ref])} />;
  }
  const glyph = (ref ?? 'default').toLowerCase();
  return (
    <span className="alarm-icon alarm-icon--glyph" role="img" aria-label={alt}>
      <svg data-glyph={glyph} viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {GLYPHS[glyph]}
      </svg>
    </span>
  );
}
