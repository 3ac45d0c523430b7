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

test('security #17: the sanitiser drops styles and form elements, so a document can neither overlay the console nor ask for a password', async ({ page }) => {
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: await bundledRenderer() });
  const rendered = await page.evaluate(() => {
    const { renderDocument } = (window as unknown as { externalContent: typeof import('../src/alarms/detail/widgets/external-content.ts') }).externalContent;
    return renderDocument(
      '<style>body{display:none}</style><p style="position:fixed;inset:0">Plan</p><form action="https://evil.example"><input name="password" type="password"><select><option>a</option></select><textarea>t</textarea><button>Log in</button></form>',
      'text/html',
    );
  });
  expect(rendered.kind).toBe('html');
  const html = rendered.kind === 'html' ? rendered.html : '';
  expect(html).toContain('<p>Plan</p>');
  // Removed elements leave at most their text behind, never the element or a style.
  expect(html).not.toMatch(/<(style|form|input|select|option|textarea|button)\b|style=/i);
});

test('security #NL2 #L7: links of a document into the console itself lose their target, so a click cannot swap the session', async ({ page }) => {
  // The renderer reads the console page's address: serve a blank page at a console-like origin.
  await page.route('http://arc.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body></body></html>' }));
  await page.goto('http://arc.test/#/dashboard/template/default/7');
  await page.addScriptTag({ content: await bundledRenderer() });
  const rendered = await page.evaluate(() => {
    const { renderDocument } = (window as unknown as { externalContent: typeof import('../src/alarms/detail/widgets/external-content.ts') }).externalContent;
    return {
      html: renderDocument(
        '<a href="#/autoregister?token=abc&amp;username=eva">hash</a><a href="http://arc.test/#/dashboard/settings">absolute</a><a href="/autoregister?token=abc">path</a><a href="/media/plan.pdf">plan</a><a href="https://care.example/#/x">care</a>',
        'text/html',
      ),
      markdown: renderDocument('[Open](#/autoregister?token=abc)', 'text/markdown'),
    };
  });
  expect(rendered.html).toEqual({
    kind: 'html',
    html: '<a>hash</a><a>absolute</a><a>path</a><a href="/media/plan.pdf">plan</a><a href="https://care.example/#/x">care</a>',
  });
  expect(rendered.markdown.kind === 'html' ? rendered.markdown.html : '').toContain('<a>Open</a>');
});
