import type { i18n as I18n } from 'i18next';
import { StrictMode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HashRouter } from 'react-router-dom';
import type { EngineClient } from '../sync-client/engine-api.ts';
import { EngineProvider } from '../sync-client/engine-context.tsx';
import { SnackbarProvider } from '../ui/snackbar.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppRoutes } from './router.tsx';

/** The console: translations, send, snackbars, router, each available to everything below. */
export function App({ i18n, engine }: { i18n: I18n; engine?: EngineClient }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <Suspense fallback={null}>
            <EngineProvider {...(engine ? { client: engine } : {})}>
              <SnackbarProvider>
                {/* Without transitions a page the operator leaves goes at once (its chunk loading shows Loading):
                    an answer arriving for the page left behind must not find it still mounted and act on it. */}
                <HashRouter useTransitions={false}>
                  <AppRoutes />
                </HashRouter>
              </SnackbarProvider>
            </EngineProvider>
          </Suspense>
        </ErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}
