import { BROWSER_LOG_MAX_LINES, CONSOLE_LEVELS, type ConsoleLevel, formatLogLine } from '../domain/browser-log.ts';

export interface ConsoleCapture {
  /** The lines collected since the last drain, oldest first. */
  drain(): string[];
  /** Puts drained lines that could not be uploaded back before the ones collected since (bounded, oldest dropped). */
  putBack(lines: readonly string[]): void;
  /** Which levels still print (the rest are only collected). */
  setPrints(prints: (level: ConsoleLevel) => boolean): void;
  /** Called after each collected line. */
  onLine(listener: () => void): () => void;
}

const bounded = (lines: string[]): string[] => (lines.length > BROWSER_LOG_MAX_LINES ? lines.slice(-BROWSER_LOG_MAX_LINES) : lines);

/**
 * Wraps the console's methods once: every call is collected (bounded, oldest lines dropped) and printed only when
 * `prints` allows. Used by the tab and by the engine's worker, each for its own console.
 */
export function captureConsole(target: Console, source: 'console' | 'engine', now: () => Date = () => new Date()): ConsoleCapture {
  let lines: string[] = [];
  let prints: (level: ConsoleLevel) => boolean = () => true;
  const listeners = new Set<() => void>();
  for (const level of CONSOLE_LEVELS) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => {
      lines.push(formatLogLine(now(), source, level, args));
      lines = bounded(lines);
      if (prints(level)) original(...args);
      for (const listener of listeners) listener();
    };
  }
  return {
    drain() {
      const drained = lines;
      lines = [];
      return drained;
    },
    putBack(unsent) {
      lines = bounded([...unsent, ...lines]);
    },
    setPrints(next) {
      prints = next;
    },
    onLine(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
