import { configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { EngineProvider } from '../../sync-client/engine-context.tsx';
import { SnackbarProvider } from '../../ui/snackbar.tsx';
import { AppRoutes } from '../router.tsx';
import { fakeEngine, type FakeEngine } from './fake-engine.ts';
import { createTestI18n } from './test-i18n.ts';

// The machine is shared and IndexedDB reads are real: give async queries room before they fail.
configure({ asyncUtilTimeout: 5000 });

export interface RenderedConsole extends RenderResult {
  engine: FakeEngine;
  /** The path the console shows now. */
  location(): string;
  /** Every path the console has shown, in order. */
  visited(): string[];
}

/** Renders the whole console at `path` with the real routes and translations and a fake engine. */
export async function renderConsole(path: string, engine: FakeEngine = fakeEngine(), language = 'en-GB'): Promise<RenderedConsole> {
  const i18n = await createTestI18n(language);
  const visited = [path];
  function LocationProbe() {
    const { pathname } = useLocation();
    if (visited.at(-1) !== pathname) visited.push(pathname);
    return null;
  }
  const result = render(
    <I18nextProvider i18n={i18n}>
      <EngineProvider client={engine}>
        <SnackbarProvider>
          <MemoryRouter initialEntries={[path]} useTransitions={false}>
            <AppRoutes />
            <LocationProbe />
          </MemoryRouter>
        </SnackbarProvider>
      </EngineProvider>
    </I18nextProvider>,
  );
  return { ...result, engine, location: () => visited.at(-1) ?? path, visited: () => [...visited] };
}

/** Renders one screen part (not the whole console) with the real translations of `language` and a fake engine. */
export async function renderPart(part: ReactNode, engine: FakeEngine, language: string): Promise<RenderResult> {
  const i18n = await createTestI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <EngineProvider client={engine}>
        <SnackbarProvider>
          <MemoryRouter>{part}</MemoryRouter>
        </SnackbarProvider>
      </EngineProvider>
    </I18nextProvider>,
  );
}
