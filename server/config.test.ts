import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('DATABASE_URL', () => {
  const key = Buffer.alloc(32, 1).toString('base64');

  it('selects PostgreSQL for a postgres URL and leaves SQLite the default', () => {
    expect(readConfig({}).databaseUrl).toBeUndefined();
    expect(readConfig({ DATABASE_URL: 'postgres://arc@db:5432/arc' }).databaseUrl).toBe('postgres://arc@db:5432/arc');
    expect(readConfig({ DATABASE_URL: 'postgresql://arc@db/arc', ARC_DEMO: '0', ARC_SECRET_KEY: key }).databaseUrl).toBe('postgresql://arc@db/arc');
  });

  it('refuses another kind of URL, and outside the demo a shared database without the shared ARC_SECRET_KEY', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://arc@db/arc' })).toThrow(/PostgreSQL URL/);
    expect(() => readConfig({ DATABASE_URL: 'postgres://arc@db/arc', ARC_DEMO: '0' })).toThrow(/ARC_SECRET_KEY/);
  });

  it('empties a PostgreSQL database on start (ARC_DB_RESET=1) only for the demo', () => {
    expect(() => readConfig({ DATABASE_URL: 'postgres://arc@db/arc', ARC_DEMO: '0', ARC_SECRET_KEY: key, ARC_DB_RESET: '1' })).toThrow(/ARC_DB_RESET=1 .*ARC_DEMO=1/);
    expect(readConfig({ DATABASE_URL: 'postgres://arc@db/arc', ARC_DB_RESET: '1' }).resetDb).toBe(true);
    expect(readConfig({ ARC_DEMO: '0', ARC_SECRET_KEY: key, ARC_DB_RESET: '1' }).resetDb).toBe(true);
  });
});

describe('DC-09 receiver ports', () => {
  const key = Buffer.alloc(32, 1).toString('base64');

  it('dc09 receiver: off unless set outside the demo; in the demo on at PORT + 1000 unless turned off', () => {
    expect(readConfig({ ARC_DEMO: '0', ARC_SECRET_KEY: key }).dc09).toEqual({ host: '127.0.0.1' });
    expect(readConfig({ ARC_DEMO: '0', ARC_SECRET_KEY: key, ARC_DC09_TCP_PORT: '9009' }).dc09).toEqual({ tcpPort: 9009, host: '127.0.0.1' });
    expect(readConfig({ PORT: '8080' }).dc09).toEqual({ tcpPort: 9080, udpPort: 9080, host: '127.0.0.1' });
    expect(readConfig({ ARC_DC09_UDP_PORT: 'off', ARC_DC09_TCP_PORT: '7000' }).dc09).toEqual({ tcpPort: 7000, host: '127.0.0.1' });
  });
});

describe('flood window', () => {
  const key = Buffer.alloc(32, 1).toString('base64');

  it('flood mode: the window is a minute unless ARC_FLOOD_WINDOW_MS shortens it, which only the demo may', () => {
    expect(readConfig({ ARC_DEMO: '0', ARC_SECRET_KEY: key }).floodWindowMs).toBe(60_000);
    expect(readConfig({ ARC_FLOOD_WINDOW_MS: '30000' }).floodWindowMs).toBe(30_000);
    expect(readConfig({ ARC_DEMO: '0', ARC_SECRET_KEY: key, ARC_FLOOD_WINDOW_MS: '60000' }).floodWindowMs).toBe(60_000);
    expect(() => readConfig({ ARC_DEMO: '0', ARC_SECRET_KEY: key, ARC_FLOOD_WINDOW_MS: '30000' })).toThrow(/ARC_FLOOD_WINDOW_MS=30000 .*ARC_DEMO=1/);
    expect(() => readConfig({ ARC_FLOOD_WINDOW_MS: '90000' })).toThrow(/from 1000 to 60000/);
  });
});
