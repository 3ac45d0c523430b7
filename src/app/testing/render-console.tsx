import { configure, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { routes } from '../router.tsx';
import { fakeEngine, type FakeEngine } from './fake-engine.ts';
import { renderRouter } from './render-router.tsx';
import { createTestI18n } from './test-i18n.ts';

// The machine is shared and IndexedDB reads are real: give async queries room before they fail.
configure({ asyncUtilTimeout: 5000 });

export interface RenderedConsole extends RenderResult {
  engine: FakeEngine;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders the whole console at `path` with the real routes and translations and a fake engine. */
export async function renderConsole(path: string, engine: FakeEngine = fakeEngine(), language = 'en-GB'): Promise<RenderedConsole> {
  const i18n = await createTestI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderRouter(router, engine, i18n), engine, router };
}
