import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { type createMemoryRouter, RouterProvider } from 'react-router-dom';
import { EngineProvider } from '../../sync-client/engine-context.tsx';
import { SnackbarProvider } from '../../ui/snackbar.tsx';
import type { FakeEngine } from './fake-engine.ts';

/** Renders `router` inside the providers the console's views need: translations, the engine and the snackbar. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>, engine: FakeEngine, i18n: I18n): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <EngineProvider client={engine}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </EngineProvider>
    </I18nextProvider>,
  );
}
