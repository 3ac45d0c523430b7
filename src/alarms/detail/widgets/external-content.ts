import DOMPurify from 'dompurify';
import { marked } from 'marked';
import type { AttachedLink } from '../../../contract/index.ts';

export type ExternalContent =
  | { kind: 'none' }
  /** Inline content that could not be decoded (FAILED_LOAD_DATA). */
  | { kind: 'failed' }
  | { kind: 'frame'; url: string }
  | { kind: 'html'; html: string }
  | { kind: 'markdown'; html: string };

/**
 * The external-info link (WIDGET-13): the last attached link whose description (or address) matches the configured
 * pattern, or the last link when no pattern is configured. An invalid pattern matches nothing rather than crashing.
 */
export function externalInfoLink(links: readonly AttachedLink[] | null | undefined, pattern: string | undefined): AttachedLink | undefined {
  const all = links ?? [];
  if (!pattern) return all[all.length - 1];
  let test: RegExp;
  try {
    test = new RegExp(pattern, 'i');
  } catch {
    return undefined;
  }
  return [...all].reverse().find((link) => test.test(link.LinkDescription ?? '') || test.test(link.LinkUrl));
}

const INLINE = /^data:text\/(html|markdown)(;charset=[\w-]+)?(;base64)?,/i;

/**
 * What the widget shows for a link: web pages in a sandboxed iframe; html or markdown carried inline in a data:
 * address, sanitised with DOMPurify (markdown rendered with marked first). Anything else (javascript:, other
 * schemes) is not shown.
 */
export function externalContent(link: AttachedLink | undefined): ExternalContent {
  if (!link) return { kind: 'none' };
  const url = link.LinkUrl.trim();
  const inline = INLINE.exec(url);
  if (inline) {
    const payload = url.slice(inline[0].length);
    let text: string;
    try {
      text = inline[3] ? new TextDecoder().decode(Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))) : decodeURIComponent(payload);
    } catch {
      return { kind: 'failed' };
    }
    if (inline[1]?.toLowerCase() === 'markdown') return { kind: 'markdown', html: sanitize(marked.parse(text, { async: false })) };
    return { kind: 'html', html: sanitize(text) };
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { kind: 'frame', url: parsed.toString() } : { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
}

function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
