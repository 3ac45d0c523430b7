import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/contract/index.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { ALARM_ROWS } from './authorization/alarm-rows.ts';
import { CALL_ROWS } from './authorization/call-rows.ts';
import { CAMERA_ROWS } from './authorization/camera-rows.ts';
import { routeKey } from './authorization/matrix-row.ts';
import { OPERATIONS_ROWS } from './authorization/operations-rows.ts';
import { SESSION_ROWS } from './authorization/session-rows.ts';
import { USER_ROWS } from './authorization/user-rows.ts';

/*
 * The authorization matrix is complete: every endpoint of the contract and every route the server registers has a
 * row in one of the feature areas' tables (authorization/*-rows.ts), whose callers authorization-<area>.test.ts asks.
 * A route added without a row fails here.
 */
const ROWS = [...SESSION_ROWS, ...ALARM_ROWS, ...USER_ROWS, ...CALL_ROWS, ...CAMERA_ROWS, ...OPERATIONS_ROWS];

describe('security: authorization matrix', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('has a row for every endpoint of the contract', () => {
    const rows = new Set(ROWS.map((row) => row.route));
    expect(Object.keys(endpoints).filter((name) => !rows.has(name))).toEqual([]);
  });

  it('has a row for every route the server registers', () => {
    const rows = new Set(ROWS.map(routeKey));
    const missing = server.app.arcRoutes
      .filter((route) => route.method !== 'HEAD' && route.url !== '/' && !route.url.startsWith('/*'))
      .map((route) => `${route.method} ${route.url}`.toLowerCase())
      .filter((key) => !rows.has(key));
    expect(missing).toEqual([]);
  });
});
