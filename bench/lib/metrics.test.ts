import { describe, expect, it } from 'vitest';
import { httpRequests, openSockets, total, type Scrape } from './metrics.ts';

const samples: Scrape = new Map([
  ['arc_websockets_open', 3],
  ['arc_http_requests_total{method="GET",route="/api/alarms",status="200"}', 5],
  ['arc_http_requests_total{method="POST",route="/api/me/report",status="200"}', 2],
  ['arc_http_requests_total{method="GET",route="/metrics",status="200"}', 9],
]);

describe('metrics scrape', () => {
  it('counts HTTP requests without the scrapes of /metrics itself', () => {
    expect(httpRequests(samples)).toBe(7);
  });

  it('sums the samples whose labels match', () => {
    expect(total(samples, 'arc_http_requests_total', 'method="GET"', 'route="/api/alarms"')).toBe(5);
  });

  it('reads the open-websocket gauge', () => {
    expect(openSockets(samples)).toBe(3);
  });
});
