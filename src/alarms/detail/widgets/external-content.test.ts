import { describe, expect, it } from 'vitest';
import { renderDocument, sanitizerWorks } from './external-content.ts';
import { externalContent, frameOriginsSetting } from './external-link.ts';

/**
 * Runs in plain Node on purpose. DOMPurify needs a real DOM: in Node it has none, and under happy-dom (tried with
 * `// @vitest-environment happy-dom`) it lets `<img onerror>` through and drops allowed tags, so neither can prove
 * sanitising. What is proven here is that without a working sanitiser no markup is ever handed on; the real
 * sanitising is proven in Chromium by e2e/external-info-sanitise.spec.ts.
 */
const link = (LinkUrl: string) => ({ LinkDescription: 'Info', LinkUrl });

describe('external information content', () => {
  it('WIDGET-11 web pages of allowed origins go to the iframe; relative addresses and markdown files are fetched; other schemes are not shown', () => {
    expect(externalContent(link('https://care.example.org/plan'), undefined, ['https://care.example.org'])).toEqual({ kind: 'frame', url: 'https://care.example.org/plan' });
    // security #17: any other origin is a link, not a frame; the setting's entries are read as origins.
    expect(externalContent(link('https://care.example.org/plan'))).toEqual({ kind: 'link', url: 'https://care.example.org/plan' });
    expect(frameOriginsSetting(' https://care.example.org/ ,not a url, javascript:alert(1),http://intra.example:8080')).toEqual(['https://care.example.org', 'http://intra.example:8080']);
    expect(externalContent(link('/media/care-plan.html'))).toEqual({ kind: 'fetch', url: '/media/care-plan.html' });
    expect(externalContent(link('https://docs.example.org/notes/care.md'))).toEqual({ kind: 'fetch', url: 'https://docs.example.org/notes/care.md' });
    expect(externalContent(link('javascript:alert(1)'))).toEqual({ kind: 'none' });
    expect(externalContent(undefined)).toEqual({ kind: 'none' });
    // The console's own origin is never framed (a same-origin frame could lift its sandbox): it is fetched.
    expect(externalContent(link('https://arc.example.org/docs/plan'), 'https://arc.example.org')).toEqual({ kind: 'fetch', url: 'https://arc.example.org/docs/plan' });
  });

  it('WIDGET-15 inline content that cannot be decoded is a failure', () => {
    expect(externalContent(link('data:text/html;base64,@@not-base64@@'))).toEqual({ kind: 'failed' });
  });

  it('without a working DOM the sanitiser refuses: script and onerror markup come back only as plain text', () => {
    expect(sanitizerWorks()).toBe(false);
    const hostile = '<p>Hello</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    expect(renderDocument(hostile, 'text/html')).toEqual({ kind: 'text', text: hostile });
    const inline = externalContent(link(`data:text/markdown,${encodeURIComponent('**Knock** <img src=x onerror=alert(1)>')}`));
    expect(inline).toEqual({ kind: 'inline', text: '**Knock** <img src=x onerror=alert(1)>', contentType: 'text/markdown' });
    expect(renderDocument('**Knock** <img src=x onerror=alert(1)>', 'text/markdown')).toEqual({ kind: 'text', text: '**Knock** <img src=x onerror=alert(1)>' });
  });
});
