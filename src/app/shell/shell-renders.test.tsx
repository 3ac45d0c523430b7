import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engineWritesAlarms } from '../../alarms/testing/alarm-harness.tsx';
import { renderConsole } from '../testing/render-console.tsx';
import { clearConsole, seedConsole } from '../testing/seed-console.ts';
import { alarm, resetShell } from '../testing/shell-harness.ts';

/** How often the shell drew its header: the real header, counted. */
const headerDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('./shell-header.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./shell-header.tsx')>();
  return {
    ...real,
    ShellHeader: (props: Parameters<typeof real.ShellHeader>[0]) => {
      headerDraws.count += 1;
      return createElement(real.ShellHeader, props);
    },
  };
});

beforeEach(resetShell);
afterEach(clearConsole);

describe('shell on a push', () => {
  it('push-to-screen with 10 tabs: a new alarm updates the title count without drawing the shell header again', { timeout: 60_000 }, async () => {
    await seedConsole({ alarms: [alarm(1)] });
    await renderConsole('/dashboard');
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /), { timeout: 15_000 });
    // What the start still loads (translations, the engine's status) has drawn the header by now.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = headerDraws.count;

    await engineWritesAlarms([alarm(2)]);
    await waitFor(() => expect(document.title).toMatch(/^\(2\) /), { timeout: 15_000 });
    expect(headerDraws.count).toBe(before);
  });
});
