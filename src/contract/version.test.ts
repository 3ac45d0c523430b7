import { expect, it } from 'vitest';
import { PROTOCOL_VERSION } from './version.ts';

it('the protocol version is a positive integer, so it can name a worker', () => {
  expect(Number.isInteger(PROTOCOL_VERSION) && PROTOCOL_VERSION > 0).toBe(true);
});
