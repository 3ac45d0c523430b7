/** How long one tone of a run takes on the wire: the voice SDK's tone duration plus its gap (ms). */
export const DTMF_TONE_MS = 160 + 70;
/** A `w` in a run is a pause of this long (the SDK's). */
const DTMF_PAUSE_MS = 500;

/**
 * The browser's DTMF sender replaces the tones still waiting when new ones are inserted, so a key pressed while the
 * previous tone plays would cut it off. Digits pressed during a run wait for its end and go together as the next run;
 * none is dropped. Teardown: `clear` when the call ends.
 */
export function createDtmfQueue(send: (digits: string) => void, now: () => number) {
  let pending = '';
  let busyUntil = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const run = pending;
    pending = '';
    send(run);
    const pauses = run.split('w').length - 1;
    busyUntil = now() + (run.length - pauses) * DTMF_TONE_MS + pauses * DTMF_PAUSE_MS;
  };
  return {
    push(digits: string): void {
      pending += digits;
      if (timer) return;
      const wait = busyUntil - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    clear(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = '';
      busyUntil = 0;
    },
  };
}
