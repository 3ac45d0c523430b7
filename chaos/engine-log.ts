import type { Browser } from '@playwright/test';

const KEEP = 300;

interface RemoteValue {
  value?: unknown;
  description?: string;
}

/**
 * The console of the browser's sync engine (its SharedWorker), which Playwright's console events leave out: read
 * through the browser's DevTools protocol, attached to each shared worker as it starts. Keeps the last lines.
 */
export async function watchEngineLog(browser: Browser): Promise<() => string[]> {
  const lines: string[] = [];
  const cdp = await browser.newBrowserCDPSession();
  let requestId = 0;
  cdp.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'shared_worker') return;
    void cdp
      .send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false })
      .then(({ sessionId }) => cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++requestId, method: 'Runtime.enable' }) }))
      .catch(() => undefined);
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const parsed = JSON.parse(message) as { method?: string; params?: { type: string; timestamp: number; args: RemoteValue[] } };
    if (parsed.method !== 'Runtime.consoleAPICalled' || !parsed.params) return;
    const { type, timestamp, args } = parsed.params;
    lines.push(`${new Date(timestamp).toISOString().slice(11, 23)} ${type} ${args.map((arg) => String(arg.value ?? arg.description ?? '')).join(' ')}`.slice(0, 400));
    if (lines.length > KEEP) lines.shift();
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  return () => [...lines];
}
