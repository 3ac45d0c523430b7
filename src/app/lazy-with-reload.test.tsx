import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';
import { lazyWithReload } from '../ui/lazy-with-reload.ts';
import { LocalisationFailure } from './localisation-failure.tsx';

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => vi.restoreAllMocks());

function Shown() {
  return <p>loaded</p>;
}

describe('lazy loading', () => {
  it('loads a named export', async () => {
    const Lazy = lazyWithReload(async () => Shown);
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a preloaded screen draws on its first render, without a fallback (React holds a revealed one back 300 ms)', async () => {
    const Lazy = lazyWithReload(async () => Shown);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a screen loaded on its first render stays mounted when its parent renders again (its state is kept)', async () => {
    let mounts = 0;
    function Counter() {
      const [mount] = useState(() => ++mounts);
      return <p>mount {mount}</p>;
    }
    const Lazy = lazyWithReload(async () => Counter);
    const Parent = ({ n }: { n: number }) => (
      <div data-n={n}>
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>
      </div>
    );
    const view = render(<Parent n={1} />);
    expect(await screen.findByText('mount 1')).toBeTruthy();
    await act(async () => view.rerender(<Parent n={2} />));
    expect(screen.getByText(/^mount/).textContent).toBe('mount 1');
    expect(mounts).toBe(1);
  });

  it('a failed preload does not reload the page: the first render does, once (ERR-17)', async () => {
    const Lazy = lazyWithReload(() => Promise.reject(new Error('chunk gone')));
    await Lazy.preload();
    expect(reload).not.toHaveBeenCalled();
  });

  it('ERR-17 a chunk that fails to load reloads the page once, then gives up to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = () => Promise.reject(new Error('chunk gone'));
    render(
      <Suspense fallback={null}>
        {(() => {
          const Lazy = lazyWithReload(failing);
          return <Lazy />;
        })()}
      </Suspense>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());

    const Again = lazyWithReload(failing);
    render(
      <ErrorBoundary fallback={<p>crashed</p>}>
        <Suspense fallback={null}>
          <Again />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('crashed')).toBeTruthy();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('localisation failure', () => {
  it('I18N-09 shows the reload button and the message without any dictionary', () => {
    render(<LocalisationFailure />);
    expect(screen.getByRole('alert').textContent).toContain('Internal error occured, please reload the page');
    screen.getByRole('button', { name: /Reload/ }).click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
