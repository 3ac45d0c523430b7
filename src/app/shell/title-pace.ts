/**
 * A seen console writes its title and app badge at most once every `everyMs`: during a flood the unanswered count
 * changes with every push, and each write cost the page's main thread milliseconds (the badge a call into the
 * browser). A hidden console writes at once: there the title is what tells the operator that alarms wait, and a
 * hidden page's timers may be held back for a minute. Answers how long to wait before writing (0: now).
 */
export function titleWriteDelay(lastWrittenAt: number, now: number, everyMs: number, hidden: boolean): number {
  return hidden ? 0 : Math.max(0, lastWrittenAt + everyMs - now);
}
