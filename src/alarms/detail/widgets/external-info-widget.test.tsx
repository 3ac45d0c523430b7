import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeEngine } from '../../../app/testing/fake-engine.ts';
import { openAlarmPage as open, widget } from './testing/widget-page.tsx';

describe('alarm widgets: external information', () => {
  it('WIDGET-11 WIDGET-14 external information from an allowed origin is a sandboxed iframe, 400 high, full width', async () => {
    await open({
      seed: { settings: { ExternalFrameOrigins: 'https://care.example.org' } },
      user: { AttachedLinks: [{ LinkDescription: 'Old', LinkUrl: 'https://old.example.org' }, { LinkDescription: 'Care plan', LinkUrl: 'https://care.example.org/plan' }] },
    });
    const frame = await within(await screen.findByRole('region', { name: 'External information' })).findByTitle('External information');
    expect(frame.getAttribute('src')).toBe('https://care.example.org/plan');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('height')).toBe('400');
    expect(frame.getAttribute('width')).toBe('100%');
    expect(within(widget('External information')).getByRole('status').textContent).toBe('Loading data…');
  });

  it('security #17: only origins of ExternalFrameOrigins are framed, with no camera, microphone or same-origin; other pages are a link', async () => {
    await open({
      seed: { settings: { ExternalFrameOrigins: 'https://partner.example.com, https://care.example.org' } },
      user: { AttachedLinks: [{ LinkDescription: 'Care plan', LinkUrl: 'https://care.example.org/plan' }] },
    });
    const frame = await within(await screen.findByRole('region', { name: 'External information' })).findByTitle('External information');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-same-origin');
    expect(frame.getAttribute('allow') ?? '').not.toMatch(/camera|microphone/);
  });

  it('security #17: a page from an origin not in ExternalFrameOrigins is offered as a link, never framed', async () => {
    await open({
      seed: { settings: { ExternalFrameOrigins: 'https://partner.example.com' } },
      user: { AttachedLinks: [{ LinkDescription: 'Care plan', LinkUrl: 'https://evil.example.org/plan' }] },
    });
    const region = await screen.findByRole('region', { name: 'External information' });
    const link = await within(region).findByRole('link', { name: 'Open the external information in a new tab' });
    expect(link.getAttribute('href')).toBe('https://evil.example.org/plan');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(region).queryByTitle('External information')).toBeNull();
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('WIDGET-11 WIDGET-13 inline markdown is shown; the link is the last one matching the configured pattern', async () => {
    // happy-dom gives DOMPurify no working DOM, so the widget shows the document as plain text, never as markup
    // (sanitised rendering is proven in Chromium by e2e/external-info-sanitise.spec.ts).
    const markdown = encodeURIComponent('Plan for the night\n\n**Knock twice** <img src=x onerror=alert(1)>');
    await open({
      seed: { settings: { EXTERNAL_INFO_LINK_PATTERN: '^plan' } },
      user: { AttachedLinks: [{ LinkDescription: 'Plan', LinkUrl: `data:text/markdown,${markdown}` }, { LinkDescription: 'Other', LinkUrl: 'https://x.example.org' }] },
    });
    const region = await screen.findByRole('region', { name: 'External information' });
    expect((await within(region).findByText(/Knock twice/)).textContent).toContain('Plan for the night');
    expect(region.querySelector('img')).toBeNull();
    expect(within(region).queryByTitle('External information')).toBeNull();
  });

  it('WIDGET-11 WIDGET-15 a relative link is fetched through the engine: LOADING_DATA, then the document', async () => {
    let answer: (value: { ok: true; value: { text: string; contentType: string } }) => void = () => undefined;
    const engine = fakeEngine({ fetchExternalContent: () => new Promise((resolve) => (answer = resolve)) });
    await open({ engine, user: { AttachedLinks: [{ LinkDescription: 'Plan', LinkUrl: '/media/plan.md' }] } });
    await waitFor(() => expect(engine.calls.find((c) => c.command === 'fetchExternalContent')?.args).toEqual({ url: '/media/plan.md' }));
    const region = await screen.findByRole('region', { name: 'External information' });
    expect((await within(region).findByRole('status')).textContent).toBe('Loading data…');
    answer({ ok: true, value: { text: '# Night routine', contentType: 'text/markdown' } });
    expect(await within(region).findByText(/Night routine/)).toBeTruthy();
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('WIDGET-15 a fetch that fails shows FAILED_LOAD_DATA', async () => {
    const engine = fakeEngine({ fetchExternalContent: async () => ({ ok: false, code: 'EXTERNAL_LOAD_FAILED', messageKey: 'FAILED_LOAD_DATA' }) });
    await open({ engine, user: { AttachedLinks: [{ LinkDescription: 'Plan', LinkUrl: '/media/missing.md' }] } });
    const region = await screen.findByRole('region', { name: 'External information' });
    expect((await within(region).findByRole('alert')).textContent).toBe('Failed to load data.');
  });

  it('WIDGET-12 without a link the external information shows its no-content note', async () => {
    await open({ user: { AttachedLinks: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'External information' }));
    expect(screen.getByText('There is no external information for this alarm.')).toBeTruthy();
  });
});
