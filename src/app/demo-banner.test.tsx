import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isDemoCentre } from './demo-mode.ts';
import { renderConsole } from './testing/render-console.tsx';

/** security #5: the console says it runs against a demo centre, on the login page already. */
describe('demo banner', () => {
  afterEach(() => document.head.querySelector('meta[name="arc-demo"]')?.remove());

  const markDemo = () => {
    const meta = document.createElement('meta');
    meta.name = 'arc-demo';
    meta.content = 'true';
    document.head.append(meta);
  };

  it('security #5: the login page of a demo centre shows the Demo centre banner', async () => {
    markDemo();
    expect(isDemoCentre()).toBe(true);
    await renderConsole('/login');
    const banner = await screen.findByRole('status', { name: 'Demo centre' });
    expect(banner.textContent).toMatch(/^DEMO centre/);
  });

  it('security #5: a real centre (no marker) shows no demo banner', async () => {
    expect(isDemoCentre()).toBe(false);
    await renderConsole('/login');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('status', { name: 'Demo centre' })).toBeNull();
  });

  it('security #5: the banner is translated (Swedish)', async () => {
    markDemo();
    await renderConsole('/login', undefined, 'sv-SE');
    expect((await screen.findByRole('status', { name: 'Demolarmcentral' })).textContent).toMatch(/^DEMO-central/);
  });
});
