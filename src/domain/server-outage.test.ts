import { describe, expect, it } from 'vitest';
import { meansServerDown, observeServer } from './server-outage.ts';

describe('server outage', () => {
  it('no answer and gateway or unavailable statuses mean the server is down; other answers do not', () => {
    expect([0, 502, 503, 504].every(meansServerDown)).toBe(true);
    expect([200, 400, 401, 404, 409, 500].some(meansServerDown)).toBe(false);
  });

  it('many failures make one outage that keeps its first cause, ended by the first answer', () => {
    let step = observeServer(null, { at: 1_000, reachable: false, status: 0 });
    step = observeServer(step.outage, { at: 2_000, reachable: false, status: 503 });
    step = observeServer(step.outage, { at: 3_000, reachable: false, status: 0 });
    expect(step).toEqual({ outage: { since: 1_000, status: 0 }, ended: null });
    expect(observeServer(step.outage, { at: 9_000, reachable: true })).toEqual({ outage: null, ended: { since: 1_000, status: 0, until: 9_000 } });
  });

  it('an answer without an outage records nothing', () => {
    expect(observeServer(null, { at: 1, reachable: true })).toEqual({ outage: null, ended: null });
  });
});
