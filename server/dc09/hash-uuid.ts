import { createHash } from 'node:crypto';

/** A UUID (version 5's layout) derived from a text: the same text, the same id, so a retry is found as the same alarm. */
export function hashUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
