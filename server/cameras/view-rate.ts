import { ServiceError } from '../services/errors.ts';

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows of viewcamera calls per operator and camera (security #NM4): each call issues a ticket
 * row and may log a line, so a script must not call it thousands of times. In memory, like the login limits.
 */
export class ViewRate {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  /** Counts a call; throws 429 RATE_LIMITED beyond the limit. */
  count(respondentId: number, cameraId: number, now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= WINDOW_MS) this.windows.delete(key);
    const key = `${respondentId}:${cameraId}`;
    const window = this.windows.get(key) ?? { start: now, count: 0 };
    window.count += 1;
    this.windows.set(key, window);
    if (window.count > this.perMinute) throw new ServiceError('RATE_LIMITED', 'This camera was asked for too often: try again in a minute');
  }
}
