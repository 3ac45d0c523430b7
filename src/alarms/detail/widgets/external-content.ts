import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { isConsoleLink } from '../../../domain/console-link.ts';

// The document renderer (marked and DOMPurify) is a chunk of its own: only documents need it, not web pages in a
// frame nor alarms without a link (external-link.ts decides which a link is).

/** A document ready to show: sanitised markup, or (when no working sanitiser exists) the plain source text. */
export type RenderedDocument = { kind: 'html'; html: string } | { kind: 'text'; text: string };

/** A fetched or inline document: html as it is, anything else (markdown, plain text) through marked; then sanitised. */
export function renderDocument(text: string, contentType: string): RenderedDocument {
  const html = contentType === 'text/html' ? text : marked.parse(text, { async: false });
  return sanitizeHtml(html, text);
}

/**
 * DOMPurify needs a real DOM. Where there is none, or a DOM on which it cannot work (happy-dom lets an onerror
 * handler through), it would hand markup back unsanitised, so a probe decides once whether it really removes
 * what it must; if not, the document is shown as plain text, never as markup.
 */
// No styles (they can overlay the console's own controls) and no forms (a fake login form could phish an operator).
const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'option'],
  FORBID_ATTR: ['style'],
};
// security NL2: a link into the console itself (`#/autoregister?token=…` would swap the session) keeps its text, not its
// target. Without a DOM (Node) DOMPurify has no addHook, and sanitizerWorks() keeps every document plain text there.
DOMPurify.addHook?.('afterSanitizeAttributes', (node) => {
  for (const name of ['href', 'xlink:href']) {
    const target = node.getAttribute(name);
    if (target !== null && isConsoleLink(target, window.location.href)) node.removeAttribute(name);
  }
});
const PROBE = '<img src="x" onerror="alert(1)"><script>alert(2)</script><p>ok</p>';
const PROBE_CLEAN = '<img src="x"><p>ok</p>';
let sanitizerChecked: boolean | undefined;

export function sanitizerWorks(): boolean {
  if (sanitizerChecked === undefined) {
    try {
      sanitizerChecked = DOMPurify.isSupported && DOMPurify.sanitize(PROBE, SANITIZE_OPTIONS) === PROBE_CLEAN;
    } catch {
      sanitizerChecked = false;
    }
  }
  return sanitizerChecked;
}

/** Sanitised html, or `source` as plain text when no working sanitiser is available. */
export function sanitizeHtml(html: string, source: string = html): RenderedDocument {
  if (!sanitizerWorks()) return { kind: 'text', text: source };
  return { kind: 'html', html: DOMPurify.sanitize(html, SANITIZE_OPTIONS) };
}
