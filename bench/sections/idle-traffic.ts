import { figure, type Budget } from '../lib/figure.ts';
import { httpRequests, openSockets, scrape } from '../lib/metrics.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface IdleTraffic {
  sockets: number;
  requestsPerMinute: number;
  windowSeconds: number;
  /** The seed-style tabs' requests per minute from their own timers (exact; a short window would miss 60 s timers). */
  scheduledPerMinute?: number;
}

/**
 * Server-side view of one idle operator: open websockets and HTTP requests counted on /metrics over a window of
 * `seconds`, scaled to a minute (the window is shorter than a minute to keep the run short; say so in the report).
 */
export async function idleTraffic(baseUrl: string, seconds: number): Promise<IdleTraffic> {
  const before = await scrape(baseUrl);
  await sleep(seconds * 1000);
  const after = await scrape(baseUrl);
  return {
    sockets: openSockets(after),
    requestsPerMinute: Math.round(((httpRequests(after) - httpRequests(before)) * 60 * 10) / seconds) / 10,
    windowSeconds: seconds,
  };
}

export const SOCKET_BUDGET: Budget = { text: '1 socket per browser', max: 1 };

export function idleFigures(console: IdleTraffic, seed: IdleTraffic | undefined, tabs: number) {
  const seedRequests = seed?.scheduledPerMinute ?? seed?.requestsPerMinute;
  return {
    socketsPerBrowser: figure(console.sockets, 'sockets', {
      ...(tabs === 10 ? { budget: SOCKET_BUDGET } : {}),
      ...(seed ? { baseline: seed.sockets } : {}),
      note: `open websockets on /metrics with ${tabs} tab(s) in one browser profile`,
    }),
    requestsPerIdleMinute: figure(console.requestsPerMinute, 'requests/min', {
      ...(seedRequests !== undefined ? { baseline: seedRequests } : {}),
      note: `HTTP requests on /metrics over ${console.windowSeconds} s idle, scaled to a minute${seed?.scheduledPerMinute !== undefined ? '; baseline from the seed-style timers (REPORT, RESPONDENT_REFRESH), websocket pings (6/min per tab) not counted on either side' : ''}`,
    }),
  };
}
