import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { owner } from './owner.ts';
import { SourceMap } from './source-map.ts';

/** One script of a long animation frame, as Chromium attributes it. */
interface FrameScript {
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  sourceCharPosition: number;
  duration: number;
}

declare global {
  interface Window {
    __benchLongFrames?: { duration: number; blocking: number; scripts: FrameScript[] }[];
  }
}

// Chromium's Long Animation Frames API: each frame over 50 ms with the scripts that ran in it.
const FRAME_WATCHER = `(() => {
  window.__benchLongFrames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) window.__benchLongFrames.push({
      duration: frame.duration,
      blocking: frame.blockingDuration,
      scripts: frame.scripts.map((s) => ({ invoker: s.invoker, sourceURL: s.sourceURL, sourceFunctionName: s.sourceFunctionName, sourceCharPosition: s.sourceCharPosition, duration: s.duration })),
    });
  }).observe({ type: 'long-animation-frame' });
})()`;

/** Starts recording the page's long animation frames (with the scripts that made them long). */
export async function watchLongFrames(page: Page): Promise<void> {
  await page.evaluate(FRAME_WATCHER);
}

/**
 * Where the time of the page's long animation frames went: script time by the original source file and line of the
 * script's entry point (through the build's source maps), the costliest first. Tells which of the console's
 * handlers (a store listener, a timer, a message from the engine) made the frames long.
 */
export async function longFrameCauses(page: Page, distDir: string, count = 8) {
  const frames = await page.evaluate(() => window.__benchLongFrames ?? []);
  const located = new Map<string, { map: SourceMap | null; lineStarts: number[] }>();
  const locate = (script: FrameScript): string => {
    const path = /\/(assets\/[^?#]+\.js)/.exec(script.sourceURL)?.[1];
    if (!path) return script.invoker || '(unattributed)';
    if (!located.has(path)) {
      const file = join(distDir, path);
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const lineStarts = [0];
      for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
      located.set(path, { map: existsSync(`${file}.map`) ? new SourceMap(`${file}.map`) : null, lineStarts });
    }
    const { map, lineStarts } = located.get(path)!;
    let line = lineStarts.length - 1;
    while (line > 0 && (lineStarts[line] as number) > script.sourceCharPosition) line--;
    const original = map?.originalAt(line, script.sourceCharPosition - (lineStarts[line] as number));
    return original ? `${owner(original.source)}:${original.line} (${script.invoker})` : `${path} (${script.invoker})`;
  };
  const totals = new Map<string, { ms: number; frames: number }>();
  for (const frame of frames) {
    for (const script of frame.scripts) {
      const where = locate(script);
      const total = totals.get(where) ?? { ms: 0, frames: 0 };
      total.ms += script.duration;
      total.frames += 1;
      totals.set(where, total);
    }
  }
  return {
    frames: frames.length,
    longestFrameMs: Math.round(Math.max(0, ...frames.map((frame) => frame.duration))),
    blockingMs: Math.round(frames.reduce((sum, frame) => sum + frame.blocking, 0)),
    scripts: [...totals]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, count)
      .map(([where, total]) => ({ where, ms: Math.round(total.ms), frames: total.frames })),
  };
}
