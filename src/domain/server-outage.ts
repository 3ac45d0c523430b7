/**
 * A server outage as the operator sees it: while the server cannot be reached no alarm arrives, so
 * the console says so at once, and afterwards one entry summarises the whole outage instead of a failed request
 * each poll.
 */

export interface ServerOutage {
  /** Epoch ms of the first failure. */
  since: number;
  /** HTTP status of the first failure: 0 when nothing answered, else a gateway or unavailable status (>= 502). */
  status: number;
}

/** An answer that means the server (not this request) is unavailable: no answer, or 502 and above. */
export function meansServerDown(status: number): boolean {
  return status === 0 || status >= 502;
}

export type OutageStep =
  | { outage: ServerOutage | null; ended: null }
  /** The server answered again: `ended` is the outage to record as one entry. */
  | { outage: null; ended: ServerOutage & { until: number } };

/**
 * The outage after one observation: a failure starts one (the first failure's cause is kept), any real answer or
 * an open socket ends it.
 */
export function observeServer(current: ServerOutage | null, observation: { at: number; reachable: boolean; status?: number }): OutageStep {
  if (!observation.reachable) return { outage: current ?? { since: observation.at, status: observation.status ?? 0 }, ended: null };
  if (!current) return { outage: null, ended: null };
  return { outage: null, ended: { ...current, until: observation.at } };
}
