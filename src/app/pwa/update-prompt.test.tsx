import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../testing/test-i18n.ts';
import type { ServiceWorkerUpdate } from './service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

let offerUpdate: (update: ServiceWorkerUpdate) => void = () => {};
const registrations = vi.fn();
vi.mock('./service-worker.ts', () => ({
  registerServiceWorker: async (onUpdate: (update: ServiceWorkerUpdate) => void) => {
    registrations();
    offerUpdate = onUpdate;
  },
}));
// Who is logged in, as the session directory would say; the start is over at once.
let username: string | null = 'anna';
const userChanged = new Set<() => void>();
vi.mock('../../db/current-user.ts', () => ({
  currentUser: () => ({
    subscribe: (listener: () => void) => {
      userChanged.add(listener);
      return () => userChanged.delete(listener);
    },
    getSnapshot: () => username,
  }),
}));
vi.mock('../../ui/after-start.ts', () => ({ afterStart: (task: () => void) => task() }));

describe('update prompt', () => {
  it('cold start: the service worker (and its precache) registers only once someone is logged in, and once', async () => {
    username = null;
    registrations.mockClear();
    render(
      <I18nextProvider i18n={await createTestI18n()}>
        <UpdatePrompt />
      </I18nextProvider>,
    );
    expect(registrations).not.toHaveBeenCalled();
    const change = (name: string | null) =>
      act(() => {
        username = name;
        for (const listener of userChanged) listener();
      });
    change('anna');
    expect(registrations).toHaveBeenCalledOnce();
    change(null);
    change('eva');
    expect(registrations).toHaveBeenCalledOnce();
  });

  it('offers a waiting new build and applies it only when the operator agrees', async () => {
    username = 'anna';
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={await createTestI18n()}>
        <UpdatePrompt />
      </I18nextProvider>,
    );
    expect(screen.queryByText('A new version of the console is available.')).toBeNull();
    const apply = vi.fn();
    act(() => offerUpdate({ apply }));
    expect(screen.getByText('A new version of the console is available.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.queryByText('A new version of the console is available.')).toBeNull();
    act(() => offerUpdate({ apply }));
    await user.click(screen.getByRole('button', { name: 'Update now' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
