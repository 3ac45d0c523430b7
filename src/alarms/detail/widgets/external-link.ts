import type { AttachedLink } from '../../../contract/index.ts';

/** What the external-information widget shows for the attached link. */
export type ExternalContent =
  | { kind: 'none' }
  /** Inline content that could not be decoded (FAILED_LOAD_DATA). */
  | { kind: 'failed' }
  /** A web page of an allowed origin (ExternalFrameOrigins): shown in a sandboxed iframe. */
  | { kind: 'frame'; url: string }
  /** A web page of any other origin: offered as a link to open in a new tab, never framed. */
  | { kind: 'link'; url: string }
  /** A document the engine fetches (fetchExternalContent), then rendered with renderDocument. */
  | { kind: 'fetch'; url: string }
  /** A document carried in the link itself, rendered with renderDocument. */
  | { kind: 'inline'; text: string; contentType: string };

const INLINE = /^data:text\/(html|markdown)(;charset=[\w-]+)?(;base64)?,/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const MARKDOWN_PATH = /\.(md|markdown)$/i;

/**
 * What the widget shows for a link (WIDGET-11):
 * - html or markdown carried inline in a data: address;
 * - a markdown file (.md, .markdown) anywhere, or any address relative to the ARC server: fetched by the engine
 *   and rendered as html or markdown by its content type;
 * - any other http(s) address is a web page of its own: a sandboxed iframe when its origin is one of
 *   `frameOrigins` (the server's ExternalFrameOrigins, which its CSP frame-src allows too), else a link.
 * Anything else (javascript:, other schemes) is not shown.
 */
export function externalContent(link: AttachedLink | undefined, consoleOrigin?: string, frameOrigins: readonly string[] = []): ExternalContent {
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
    return { kind: 'inline', text, contentType: `text/${inline[1]?.toLowerCase()}` };
  }
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'fetch', url };
  if (!SCHEME.test(url)) return url ? { kind: 'fetch', url } : { kind: 'none' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'none' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'none' };
  // A page of the console's own origin in a frame allowed scripts and same-origin could lift its own sandbox and
  // read the session: it is fetched and sanitised instead.
  if (parsed.origin === consoleOrigin) return { kind: 'fetch', url: parsed.toString() };
  if (MARKDOWN_PATH.test(parsed.pathname)) return { kind: 'fetch', url: parsed.toString() };
  return frameOrigins.includes(parsed.origin) ? { kind: 'frame', url: parsed.toString() } : { kind: 'link', url: parsed.toString() };
}

/** The origins of the ExternalFrameOrigins setting (a comma list); entries that are no http(s) origin are dropped. */
export function frameOriginsSetting(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    try {
      const url = new URL(entry.trim());
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.push(url.origin);
    } catch {
      // not an origin: ignored, so a typo frames nothing rather than everything
    }
  }
  return origins;
}
