export interface ChaosOptions {
  minutes: number;
  perSecond: number;
  /**
   * What fails the run: `everything` (every check), or `delivery` (an alarm not acknowledged, missing from a
   * browser's IndexedDB or screen, a write lost or left in an outbox); the other findings are reported either way.
   */
  failOn: 'everything' | 'delivery';
  /** The DC-09 flood (dc09-flood.ts): 100 units, 500 events in 10 s during the first fault cycle; off in `npm test`'s short run. */
  dc09Flood: boolean;
  /** Progress lines (stderr): the report itself is the JSON on stdout. */
  log(line: string): void;
  /** Stops the run early (SIGINT, SIGTERM): the browsers and the cluster are closed, and the run rejects. */
  signal?: AbortSignal;
}
