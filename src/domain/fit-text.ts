/** What an edit keeps of a text field with a limit, and how many of the typed or pasted characters did not fit. */
export interface FittedText {
  text: string;
  cut: number;
}

/**
 * Fits an edit into `limit` characters (qa-handling P3-10): what was inserted (typed or pasted, wherever the caret
 * was) keeps its first characters that fit and the rest is counted as cut, so the field never refuses a whole paste
 * nor drops text without saying so. The text before and after the insertion is kept as it was.
 */
export function fitText(previous: string, next: string, limit: number): FittedText {
  if (next.length <= limit) return { text: next, cut: 0 };
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) start += 1;
  let end = 0;
  while (end < previous.length - start && end < next.length - start && previous[previous.length - 1 - end] === next[next.length - 1 - end]) end += 1;
  const inserted = next.slice(start, next.length - end);
  const kept = inserted.slice(0, Math.max(0, limit - start - end));
  return { text: next.slice(0, start) + kept + next.slice(next.length - end), cut: inserted.length - kept.length };
}
