/** Runs `task` at the browser's next idle moment, at the latest after `timeoutMs`; where idle time is unknown, after `fallbackMs`. */
function atIdle(task: () => void, timeoutMs: number, fallbackMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, fallbackMs);
}

/**
 * Runs `task` once the page has drawn its first screen: two seconds after the call, at the next idle moment. For
 * work the first screen does not need (the audio service, the hosted dictionaries), which would otherwise take the
 * main thread while the list is being drawn.
 */
export function afterStart(task: () => void): void {
  setTimeout(() => atIdle(task, 1000, 0), 2000);
}

/**
 * Runs `task` at the first idle moment after the page's first contentful paint: for loading what the next screen
 * needs without delaying this one's first paint. Where paint timing is unknown, at the next idle moment.
 */
export function afterFirstPaint(task: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return atIdle(task, 2000, 500);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    atIdle(task, 2000, 500);
  });
  observer.observe({ type: 'paint', buffered: true });
}
