import type { Page } from '@playwright/test';
import { figure } from '../lib/figure.ts';

declare global {
  interface Window {
    __benchLongTasks?: number[];
  }
}

/** Centre of the element that scrolls the most (the alarm list), or of the viewport if the document scrolls. */
async function scrollerCentre(page: Page): Promise<{ x: number; y: number; range: number }> {
  return page.evaluate(() => {
    let best: Element = document.scrollingElement ?? document.documentElement;
    let bestRange = best.scrollHeight - best.clientHeight;
    for (const element of document.querySelectorAll('*')) {
      const overflow = getComputedStyle(element).overflowY;
      const range = element.scrollHeight - element.clientHeight;
      if ((overflow === 'auto' || overflow === 'scroll') && range > bestRange) {
        best = element;
        bestRange = range;
      }
    }
    const box = best.getBoundingClientRect();
    const height = Math.min(box.height, window.innerHeight);
    return { x: box.left + box.width / 2, y: Math.max(1, box.top) + height / 2, range: bestRange };
  });
}

/**
 * The list with many alarms: long tasks (PerformanceObserver 'longtask', > 50 ms) while the list is scrolled by
 * wheel from top to bottom and back, then the JS heap in use after a garbage collection and the DOM node count.
 */
export async function listAtScale(page: Page, stored: number, steps: number) {
  // A modal (e.g. the demo's acknowledgement-required notice) would take the wheel events: close it first.
  const dismiss = page.getByRole('dialog').getByRole('button');
  for (let i = 0; i < 5 && (await dismiss.count()) > 0; i++) await dismiss.first().click();
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate(() => {
    window.__benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLongTasks?.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const { x, y, range } = await scrollerCentre(page);
  await page.mouse.move(x, y);
  const stride = Math.max(200, Math.ceil(range / steps));
  const started = performance.now();
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, stride);
    await page.waitForTimeout(16);
  }
  for (let i = 0; i < steps / 2; i++) {
    await page.mouse.wheel(0, -2 * stride);
    await page.waitForTimeout(16);
  }
  const scrollMs = performance.now() - started;
  await page.waitForTimeout(200);
  const longTasks = await page.evaluate(() => window.__benchLongTasks ?? []);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  await cdp.detach();
  return {
    longTasksWhileScrolling: figure(longTasks.length, 'tasks > 50 ms', {
      budget: { text: 'no long task over 50 ms while scrolling', max: 0 },
      note: `${stored} alarms stored; ${steps} wheel steps of ${stride} px down (scroll range ${Math.round(range)} px) and back in ${Math.round(scrollMs)} ms; longest ${Math.round(Math.max(0, ...longTasks))} ms`,
    }),
    jsHeapUsed: figure(metric('JSHeapUsedSize') / 1048576, 'MB', { note: 'page heap after a forced GC (the sync engine worker has its own heap)' }),
    domNodes: figure(metric('Nodes'), 'nodes'),
  };
}
