import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../testing/test-i18n.ts';
import type { ServiceWorkerUpdate } from './service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

let offerUpdate: (update: ServiceWorkerUpdate) => void = () => {};
vi.mock('./service-worker.ts', () => ({
  registerServiceWorker: async (onUpdate: (update: ServiceWorkerUpdate) => void) => {
    offerUpdate = onUpdate;
  },
}));

describe('update prompt', () => {
  it('offers a waiting new build and applies it only when the operator agrees', async () => {
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
