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
