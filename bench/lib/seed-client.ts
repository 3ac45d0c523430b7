import WebSocket from 'ws';
import type { Session } from './api.ts';
import { socketUrl } from './push-clients.ts';

/**
 * The spec's console as one tab of it behaves (core §4, calls §7), reduced to its traffic: its own websocket,
 * acknowledged pushes, a ping every 10 s, its own pollers (REPORT and RESPONDENT_REFRESH intervals, each at a
 * random phase as tabs opened at random times), and a full reload of the alarm list on every push. It exists so
 * that the bench can put every figure beside the design the spec describes, on the same server.
 */
export class SeedStyleTab {
  private ws?: WebSocket;
  private timers: NodeJS.Timeout[] = [];
  private watched = new Map<string, (at: number) => void>();
  requests = 0;
  /** Background reloads and polls that failed, and the first failure's message. */
  failures = 0;
  firstFailure: string | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly session: Session,
    private readonly deviceToken: string,
    private readonly schedule: SeedSchedule,
  ) {}

  async start(): Promise<void> {
    const ws = new WebSocket(socketUrl(this.baseUrl, this.session.accessToken, this.deviceToken), { perMessageDeflate: false });
    this.ws = ws;
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; pushId?: number };
      if (typeof message.pushId !== 'number') return;
      ws.send(JSON.stringify({ type: 'ack', upTo: message.pushId }));
      if (message.type === 'update' || message.type === 'fullrefresh' || message.type === 'remove') this.background(this.reloadList());
    });
    ws.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    // On open the seed console reloads the alarms (core §4).
    await this.reloadList();
    let pingId = 0;
    this.every(this.schedule.pingMs, () => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping', id: ++pingId })));
    for (const poll of this.schedule.polls) this.every(poll.everyMs, () => this.background(this.request(poll.method, poll.path)));
  }

  /** Resolves with the epoch time at which a reloaded list first held an alarm with this AlarmText. */
  waitForText(text: string): Promise<number> {
    return new Promise((resolve) => this.watched.set(text, resolve));
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.ws?.terminate();
  }

  /**
   * A reload or poll nobody awaits: a failure (a request refused or timed out by a server buried under full-list
   * reloads) is kept for the report instead of ending the bench; the alarm it would have shown then times out.
   */
  private background(work: Promise<unknown>): void {
    work.catch((error: unknown) => {
      this.failures++;
      this.firstFailure ??= error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error);
    });
  }

  private every(periodMs: number, run: () => unknown): void {
    const phase = setTimeout(() => {
      run();
      this.timers.push(setInterval(run, periodMs));
    }, Math.random() * periodMs);
    this.timers.push(phase);
  }

  private async request(method: string, path: string): Promise<string> {
    this.requests++;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { authorization: this.session.authorization, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
      ...(method === 'GET' ? {} : { body: '{}' }),
    });
    return response.text();
  }

  private async reloadList(): Promise<void> {
    const alarms = JSON.parse(await this.request('GET', '/api/alarms?onlyactive=false')) as { AlarmText?: string }[];
    const at = performance.timeOrigin + performance.now();
    if (this.watched.size === 0) return;
    for (const alarm of alarms) {
      const resolve = alarm.AlarmText === undefined ? undefined : this.watched.get(alarm.AlarmText);
      if (resolve && alarm.AlarmText !== undefined) {
        this.watched.delete(alarm.AlarmText);
        resolve(at);
      }
    }
  }
}

export interface SeedSchedule {
  pingMs: number;
  polls: { method: 'GET' | 'POST'; path: string; everyMs: number }[];
}

/** HTTP requests one idle seed-style tab makes per minute by its timers. */
export const scheduledPerMinute = (schedule: SeedSchedule): number => schedule.polls.reduce((sum, poll) => sum + 60_000 / poll.everyMs, 0);

/**
 * The seed console's timers from the server's settings (calls §9): the periodic report (REPORT ms, POST
 * api/me/report) and the respondent-group refresh (RESPONDENT_REFRESH s, GET api/respondentgroups); ping every
 * 10 s. Alarm and call polling (ALARM_REFRESH_FAST) run only while the socket is closed, so not when idle online.
 */
export async function seedSchedule(baseUrl: string, session: Session): Promise<SeedSchedule> {
  const response = await fetch(`${baseUrl}/api/settings`, { headers: { authorization: session.authorization } });
  const settings = response.ok ? ((await response.json()) as { key: string; defaultvalue: string }[]) : [];
  const value = (key: string, fallback: number) => {
    const parsed = Number(settings.find((setting) => setting.key === key)?.defaultvalue);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    pingMs: 10_000,
    polls: [
      { method: 'POST', path: '/api/me/report', everyMs: value('REPORT', 60_000) },
      { method: 'GET', path: '/api/respondentgroups', everyMs: value('RESPONDENT_REFRESH', 60) * 1000 },
    ],
  };
}
