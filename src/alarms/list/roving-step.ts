/**
 * Where a key moves focus in a list with one Tab stop (roving focus): Up/Down one row, PageUp/PageDown a
 * screenful, Home/End the ends. Null for keys the list leaves alone. `from` -1 (no row focused) starts at the top.
 */
export function rovingStep(key: string, from: number, count: number, page: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  switch (key) {
    case 'ArrowDown':
      return from < 0 ? 0 : clamp(from + 1);
    case 'ArrowUp':
      return from < 0 ? 0 : clamp(from - 1);
    case 'PageDown':
      return clamp(from + page);
    case 'PageUp':
      return clamp(from - page);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
