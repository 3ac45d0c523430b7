import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface RunProcessHealth {
  peakHeapMb: number;
  peakRssMb: number;
  /** The longest the run's own event loop was blocked: the run's clocks and its Playwright wait that long. */
  worstEventLoopDelayMs: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * Watches the run's own process, which also hosts Playwright's driver for every browser: a run that falls behind
 * because its own process starves is told apart from a console or a server that does. Logs a line every 30 s.
 */
export function watchRunProcess(log: (line: string) => void, elapsedS: () => number): { stop(): RunProcessHealth } {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const health: RunProcessHealth = { peakHeapMb: 0, peakRssMb: 0, worstEventLoopDelayMs: 0 };
  const sample = () => {
    const { heapUsed, rss } = process.memoryUsage();
    const worst = Math.round(delay.max / 1e6);
    health.peakHeapMb = Math.max(health.peakHeapMb, mb(heapUsed));
    health.peakRssMb = Math.max(health.peakRssMb, mb(rss));
    health.worstEventLoopDelayMs = Math.max(health.worstEventLoopDelayMs, worst);
    delay.reset();
    return { heapMb: mb(heapUsed), rssMb: mb(rss), worst };
  };
  const timer = setInterval(() => {
    const now = sample();
    log(`${elapsedS()}s run process: heap ${now.heapMb} MB, rss ${now.rssMb} MB, event loop blocked up to ${now.worst} ms`);
  }, 30_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      delay.disable();
      return health;
    },
  };
}
