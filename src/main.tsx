import { importWithReload } from './ui/import-with-reload.ts';
import { fetchFirstTranslations } from './i18n/first-translations.ts';
import { paintStartPicture, removeStartPicture } from './start-picture/paint-start-picture.ts';
import './ui/ui.css';
import './app/app.css';
import './login/login.css';

// Paths such as /al?p=… arrive without a hash (links in SMS and e-mail); move them into the hash router.
if (window.location.pathname !== '/' && !window.location.hash) {
  window.history.replaceState(null, '', `/#${window.location.pathname}${window.location.search}`);
}

// This chunk is small and runs first: the first screen's texts are asked for, and the list as it was left is on
// screen, while React, the stored alarms and the engine load (warm start). Everything else is the next chunk.
fetchFirstTranslations();
paintStartPicture();
importWithReload(() => import('./start.tsx')).catch((error: unknown) => {
  removeStartPicture();
  console.error('the console did not load', error);
});
