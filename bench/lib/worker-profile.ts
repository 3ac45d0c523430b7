import type { Browser } from '@playwright/test';
import { summarizeCpuProfile, type CpuProfile } from './page-profile.ts';

interface TargetReply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

/**
 * Runs `work` under the V8 CPU profiler of the browser's SharedWorker (the sync engine). Playwright has no handle
 * on shared workers, so this attaches through the browser's DevTools session and talks to the worker target with
 * Target.sendMessageToTarget.
 */
export async function profileSharedWorker<T>(browser: Browser, distDir: string, work: () => Promise<T>) {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const worker = targetInfos.find((target) => target.type === 'shared_worker');
    if (!worker) throw new Error('no shared worker target');
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    const waiting = new Map<number, (reply: TargetReply) => void>();
    cdp.on('Target.receivedMessageFromTarget', (event) => {
      if (event.sessionId !== sessionId) return;
      const reply = JSON.parse(event.message) as TargetReply;
      if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
    });
    let nextId = 1;
    const call = async (method: string, params: object = {}): Promise<unknown> => {
      const id = nextId++;
      const reply = new Promise<TargetReply>((resolve) => waiting.set(id, resolve));
      await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      const answer = await reply;
      if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
      return answer.result;
    };
    await call('Profiler.enable');
    await call('Profiler.setSamplingInterval', { interval: 200 });
    await call('Profiler.start');
    const result = await work();
    const { profile } = (await call('Profiler.stop')) as { profile: CpuProfile };
    await cdp.send('Target.detachFromTarget', { sessionId });
    return { result, profile: summarizeCpuProfile(profile, distDir) };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
