import type { ListedAlarm } from '../../../src/db/rows.ts';

/** A scripted ARC server for engine unit tests: answers the calls the engine makes and records every request. */
export class FakeServer {
  requests: { method: string; path: string; query: string; body?: string | undefined; idempotencyKey: string | null }[] = [];
  alarms = new Map<number, ListedAlarm>();
  cursor = 1;
  deviceToken = 'device-1';
  /** GET /api/settings: a test may add keys before logging in. */
  settings = [{ key: 'ALARM_REFRESH_FAST', defaultvalue: '15000' }];
  /** Paths whose next requests answer 502, as a proxy whose server instance just died does: path → how many. */
  failing = new Map<string, number>();

  alarm(alarmId: number, extra: Partial<ListedAlarm> = {}): ListedAlarm {
    const alarm: ListedAlarm = {
      AlarmId: alarmId,
      GlobalAlarmId: `g-${alarmId}`,
      Active: true,
      ServerAlarmTime: '2026-01-01T08:00:00Z',
      AlarmText: `Alarm ${alarmId}`,
      ...extra,
    };
    this.alarms.set(alarmId, alarm);
    return alarm;
  }

  count(method: string, path: string, query?: string): number {
    return this.requests.filter((r) => r.method === method && r.path === path && (query === undefined || r.query === query)).length;
  }

  fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    this.requests.push({
      method,
      path: url.pathname,
      query: url.search,
      body: init?.body as string | undefined,
      idempotencyKey: headers['Idempotency-Key'] ?? null,
    });
    const failures = this.failing.get(url.pathname) ?? 0;
    if (failures > 0) {
      this.failing.set(url.pathname, failures - 1);
      return new Response('Bad Gateway', { status: 502 });
    }
    const answer = this.answer(method, url);
    return new Response(answer === undefined ? '' : JSON.stringify(answer), {
      status: answer === NOT_FOUND ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };

  private answer(method: string, url: URL): unknown {
    const path = url.pathname;
    if (path === '/api/urllogin') return { access_token: 'link-token', token_type: 'bearer', expires_in: 3600, telephone: '+46701234567' };
    if (path === '/api/token') return { access_token: 'token-1', token_type: 'bearer', expires_in: 3600, twoFactorAuthType: 'none' };
    if (path === '/api/me') return { Username: 'anna', UserId: 100, RespondentId: 1 };
    if (path === '/api/settings') return this.settings;
    if (path === '/api/actions') return { Actions: ['AlarmOperator'] };
    if (path === '/api/respondentgroups') return [];
    if (path === '/api/calls') return [];
    if (path === '/api/me/register') return { devicetoken: this.deviceToken };
    if (path === '/api/me/socketticket') return { ticket: `ticket-${this.count('POST', path)}`, expires_in: 30 };
    if (path === '/api/me/renewaltoken') return { token: 'renewal', expires_in: 12 * 3600 };
    if (path === '/api/accesstoken/refreshtoken') return { access_token: 'token-2', token_type: 'bearer', expires_in: 3600 };
    if (path === '/api/alarms' && url.searchParams.has('since')) {
      const since = url.searchParams.get('since');
      const full = since === '0';
      const cursor = String(this.cursor);
      return { cursor, full, alarms: [...this.alarms.values()], removed: [] };
    }
    // The basics answer by alarm id, and by global id (the existing backend's pushes name only that).
    const basic = /^\/api\/alarms\/([^/]+)\/basic$/.exec(path);
    if (basic) return [...this.alarms.values()].find((alarm) => [String(alarm.AlarmId), alarm.GlobalAlarmId].includes(basic[1] ?? '')) ?? NOT_FOUND;
    const details = /^\/api\/alarms\/(\d+)$/.exec(path);
    if (details && method === 'GET') return this.alarms.get(Number(details[1])) ?? NOT_FOUND;
    if (/^\/api\/alarms\/\d+\/attachments$/.test(path)) return {};
    if (method === 'POST') return undefined;
    return NOT_FOUND;
  }
}

const NOT_FOUND = Symbol('not found');
