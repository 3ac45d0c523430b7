import { expect, test } from '@playwright/test';
import { build } from 'esbuild';

/**
 * DOMPurify needs a real DOM, which neither Node nor happy-dom gives it (see
 * src/alarms/detail/widgets/external-content.test.ts), so the widget's renderDocument is bundled as it is and run in
 * Chromium. The reference server never attaches links to a user, so this does not go through the console's pages.
 */
async function bundledRenderer(): Promise<string> {
  const result = await build({
    entryPoints: ['src/alarms/detail/widgets/external-content.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'externalContent',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

test('WIDGET-11 fetched html and markdown are sanitised by DOMPurify in a real browser', async ({ page }) => {
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: await bundledRenderer() });
  const rendered = await page.evaluate(() => {
    const { renderDocument, sanitizerWorks } = (window as unknown as { externalContent: typeof import('../src/alarms/detail/widgets/external-content.ts') }).externalContent;
    return {
      works: sanitizerWorks(),
      html: renderDocument('<h1>Care plan</h1><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe>', 'text/html'),
      markdown: renderDocument('**Knock twice** <img src=x onerror=alert(1)> [call](javascript:alert(2))', 'text/markdown'),
    };
  });
  expect(rendered.works).toBe(true);
  expect(rendered.html).toEqual({ kind: 'html', html: '<h1>Care plan</h1><img src="x"><a>link</a>' });
  expect(rendered.markdown.kind).toBe('html');
  const markdown = rendered.markdown.kind === 'html' ? rendered.markdown.html : '';
  expect(markdown).toContain('<strong>Knock twice</strong>');
  expect(markdown).not.toMatch(/onerror|javascript:|<script/i);
});
