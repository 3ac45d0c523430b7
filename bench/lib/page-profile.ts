import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { owner, ownerFolder } from './owner.ts';
import { SourceMap } from './source-map.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * Runs `work` under the page's V8 CPU profiler (DevTools protocol) and returns where the page's main thread spent
 * its time, by package or project folder (through the build's source maps) and by V8's own categories (GC, idle,
 * program). The sync engine's worker has its own thread and is not in this profile.
 */
export async function profilePage<T>(page: Page, distDir: string, work: () => Promise<T>): Promise<{ result: T; profile: ReturnType<typeof summarizeCpuProfile> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    const result = await work();
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    return { result, profile: summarizeCpuProfile(profile, distDir) };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** Self time of a V8 CPU profile of the console, attributed through the build's source maps. */
export function summarizeCpuProfile(profile: CpuProfile, distDir: string) {
  const maps = new Map<string, SourceMap | null>();
  const mapFor = (url: string): SourceMap | null => {
    const path = /\/(assets\/[^?#]+\.js)/.exec(url)?.[1];
    if (!path) return null;
    if (!maps.has(path)) {
      const file = join(distDir, `${path}.map`);
      maps.set(path, existsSync(file) ? new SourceMap(file) : null);
    }
    return maps.get(path) ?? null;
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const functions = new Map<string, number>();
  let all = 0;
  (profile.samples ?? []).forEach((id, index) => {
    const delta = profile.timeDeltas?.[index] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    all += delta;
    let where: string;
    let what: string;
    if (!frame.url) where = what = `(${frame.functionName.replace(/[()]/g, '') || 'native'})`;
    else {
      const original = mapFor(frame.url)?.originalAt(frame.lineNumber, frame.columnNumber);
      where = original ? ownerFolder(original.source) : frame.url.replace(/^https?:\/\/[^/]+/, '');
      // Minified names say nothing; the original file and line do.
      const name = frame.functionName.length > 2 ? `${frame.functionName} ` : '';
      what = original ? `${name}${owner(original.source)}:${original.line}` : `${name}${where}`;
    }
    totals.set(where, (totals.get(where) ?? 0) + delta);
    functions.set(what, (functions.get(what) ?? 0) + delta);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), share: Math.round((us / Math.max(1, all)) * 1000) / 10 }));
  return { sampledMs: Math.round(all / 1000), selfTime: top(totals, 12), functions: top(functions, 10) };
}
