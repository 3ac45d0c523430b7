import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BROWSER_LOG_DEBOUNCE_MS, browserLogUploadOn, browserLogUrlFlag, consolePrints } from '../domain/browser-log.ts';
import { useSession, useSettings } from '../db/hooks.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { captureConsole, type ConsoleCapture } from './console-capture.ts';

let capture: ConsoleCapture | null = null;
const URL_FLAG_KEY = 'arc-upload-browser-log';

/** The URL flag (in the page's query or the hash route's), remembered for the tab once seen. */
function urlFlagSeen(routeSearch: string): boolean {
  if (browserLogUrlFlag(window.location.search, routeSearch)) sessionStorage.setItem(URL_FLAG_KEY, '1');
  return sessionStorage.getItem(URL_FLAG_KEY) === '1';
}
/** The tab's console, captured once for the page's lifetime (a remount must not wrap it twice). */
const tabConsole = (): ConsoleCapture => (capture ??= captureConsole(console, 'console'));

/**
 * Mounted once in the logged-in shell: applies CENTRAL_CONSOLE_LOGGING to the tab's and the engine's console
 * (ERR-20) and, with UPLOAD_BROWSER_LOG or the URL flag, uploads the collected lines 5 s after the last one (ERR-18,
 * ERR-19). A failed upload is not logged: that line would start the next upload; its lines go with the next one.
 */
export function BrowserLogUploader() {
  const settings = useSettings();
  const routeSearch = useLocation().search;
  const session = useSession();
  const send = useSend();
  const centralConsoleLogging = settings?.CENTRAL_CONSOLE_LOGGING ?? false;
  const uploadOn = settings ? browserLogUploadOn(settings, urlFlagSeen(routeSearch)) : false;
  const username = session?.username ?? '';

  useEffect(() => {
    tabConsole().setPrints((level) => consolePrints(level, { CENTRAL_CONSOLE_LOGGING: centralConsoleLogging }));
    void send('configureEngineConsole', { centralConsoleLogging });
  }, [centralConsoleLogging, send]);

  useEffect(() => {
    if (!uploadOn || !username) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const upload = async () => {
      const lines = tabConsole().drain();
      // The lines of an outage are what support needs most: kept for the next upload (qa-supervisor P2-4).
      if (!(await send('uploadBrowserLog', { username, lines })).ok) tabConsole().putBack(lines);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void upload(), BROWSER_LOG_DEBOUNCE_MS);
    };
    schedule();
    const stop = tabConsole().onLine(schedule);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [uploadOn, username, send]);

  return null;
}
