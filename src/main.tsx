import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { LocalisationFailure } from './app/localisation-failure.tsx';
import { preloadFirstScreen } from './app/router.tsx';
import { createI18n } from './i18n/create-i18n.ts';
import './ui/ui.css';
import './app/app.css';
import './login/login.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Paths such as /al?p=… arrive without a hash (links in SMS and e-mail); move them into the hash router.
if (window.location.pathname !== '/' && !window.location.hash) {
  window.history.replaceState(null, '', `/#${window.location.pathname}${window.location.search}`);
}
preloadFirstScreen(window.location.hash.slice(1));

performance.mark('main');
createI18n()
  .then((i18n) => {
    performance.mark('i18n');
    if (!i18n.hasLoadedNamespace('common')) throw new Error('translations did not load');
    root.render(<App i18n={i18n} />);
  })
  .catch((error: unknown) => {
    console.error('localisation failed', error);
    root.render(<LocalisationFailure />);
  });
