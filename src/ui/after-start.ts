/**
 * Runs `task` once the page has drawn its first screen: two seconds after the call, at the next idle moment. For
 * work the first screen does not need (the audio service, the hosted dictionaries), which would otherwise take the
 * main thread while the list is being drawn.
 */
export function afterStart(task: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
    else task();
  }, 2000);
}

/**
 * Runs `task` at the first idle moment after the page's first contentful paint: for loading what the next screen
 * needs without delaying this one's first paint. Where paint timing is unknown, at the next idle moment.
 */
export function afterFirstPaint(task: () => void): void {
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 500));
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return void whenIdle();
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    whenIdle();
  });
  observer.observe({ type: 'paint', buffered: true });
}
