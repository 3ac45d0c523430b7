/** The console proper: loaded by main.tsx once the start picture is drawn. */
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { LocalisationFailure } from './app/localisation-failure.tsx';
import { preloadFirstScreen } from './app/router.tsx';
import { openDatabaseNamed } from './db/database.ts';
import { tabStorage } from './db/tab-storage.ts';
import { createI18n } from './i18n/create-i18n.ts';
import { tabEngineClient } from './sync-client/engine-context.tsx';
import { memorySource, replicateEngineMemory } from './sync-client/memory-replica.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

preloadFirstScreen(window.location.hash.slice(1));

performance.mark('main');
// Where IndexedDB is refused the views read memory replicas of the engine's databases, filled before the first screen.
const databases = tabStorage().then((storage) =>
  storage === 'memory' ? replicateEngineMemory(memorySource(tabEngineClient()), openDatabaseNamed) : undefined,
);
Promise.all([createI18n(), databases])
  .then(([i18n]) => {
    performance.mark('i18n');
    if (!i18n.hasLoadedNamespace('common')) throw new Error('translations did not load');
    root.render(<App i18n={i18n} />);
  })
  .catch((error: unknown) => {
    console.error('localisation failed', error);
    root.render(<LocalisationFailure />);
  });
