/** The voice units' own hang-ups at AutoHangUpAt, as timers of this process: lost on restart, like the gateway's legs. */
export class AutoHangUps {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  /** Runs `due` after `delayMs` unless the call's timer is cancelled first. */
  schedule(callSid: string, delayMs: number, due: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(callSid);
      due();
    }, Math.max(0, delayMs));
    timer.unref();
    this.timers.set(callSid, timer);
  }

  cancel(callSid: string): void {
    clearTimeout(this.timers.get(callSid));
    this.timers.delete(callSid);
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
