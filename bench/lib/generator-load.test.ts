import { describe, expect, it } from 'vitest';
import { generatorLoad } from './generator-load.ts';

describe('the load generator\'s share of the machine', () => {
  it('server bench: adds the client processes\' cores and names the busiest one', () => {
    expect(generatorLoad([1, 2, 3], [1.5, 2.2, 3.4], 2)).toEqual({ clientCores: 0.55, busiestClientShare: 0.25, clientBound: false });
  });

  it('server bench: flags a run client-bound once one client process is above 0.8 of a core', () => {
    expect(generatorLoad([0, 0], [0.9, 0.1], 1).clientBound).toBe(true);
    expect(generatorLoad([0, 0], [0.8, 0.8], 1).clientBound).toBe(false);
  });
});
