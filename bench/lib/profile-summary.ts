import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { owner } from './owner.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const top = (totals: Map<string, number>, all: number, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, ms: Math.round(us / 1000), share: Math.round((us / all) * 1000) / 10 }));

/**
 * Self time of a V8 CPU profile (node --cpu-prof) grouped by package or project file and by function: where the
 * server's time went, as measured rather than guessed.
 */
export function summarizeProfile(dir: string) {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    all += delta;
    const where = owner(frame.url);
    byOwner.set(where, (byOwner.get(where) ?? 0) + delta);
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  });
  return { file: join(dir, file), sampledMs: Math.round(all / 1000), byOwner: top(byOwner, all, 12), byFunction: top(byFunction, all, 15) };
}
