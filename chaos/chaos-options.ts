export interface ChaosOptions {
  minutes: number;
  perSecond: number;
  /**
   * What fails the run: `everything` (every check), or `delivery` (an alarm not acknowledged, missing from a
   * browser's IndexedDB or screen, a write lost or left in an outbox); the other findings are reported either way.
   */
  failOn: 'everything' | 'delivery';
  /** Progress lines (stderr): the report itself is the JSON on stdout. */
  log(line: string): void;
  /** Stops the run early (SIGINT, SIGTERM): the browsers and the cluster are closed, and the run rejects. */
  signal?: AbortSignal;
}
