import type { Interest } from './interest.ts';

/**
 * What a tab told the engine that a new engine must hear again (a restarted SharedWorker, a new leading tab): its
 * lock, its network state (an engine that missed an offline report would send and poll into the void), its storage
 * answer and what it watches. Every other command is answered once and forgotten.
 */
export interface Replay {
  note(name: string, args: unknown): void;
  calls(): { name: string; args: unknown }[];
}

const REMEMBERED = new Set(['attach', 'reportNetwork', 'reportStoragePersisted']);
const keyOf = (interest: Interest) => `${interest.kind}:${interest.id}`;

export function createReplay(): Replay {
  const latest = new Map<string, unknown>();
  const watches = new Map<string, Interest>();
  return {
    note(name, args) {
      if (REMEMBERED.has(name)) latest.set(name, args);
      else if (name === 'watch') watches.set(keyOf(args as Interest), args as Interest);
      else if (name === 'unwatch') watches.delete(keyOf(args as Interest));
    },
    calls: () => [
      ...[...latest].map(([name, args]) => ({ name, args })),
      ...[...watches.values()].map((args) => ({ name: 'watch', args })),
    ],
  };
}
