import type { LocalCluster } from '../cluster/local-cluster.ts';
import type { OperatorBrowser } from './operator-browser.ts';
import type { OperatorWrites } from './operator-writes.ts';
import { sleep } from './sleep.ts';

const CYCLE_MS = 60_000;
const OFFLINE_MS = 30_000;
const WRITE_EVERY_MS = 12_000;

export interface FaultEvent {
  at: number;
  fault: string;
}

/**
 * One minute of faults: an instance SIGKILLed and restarted, a tab closed and reopened in every browser, one browser
 * offline for 30 s (its operator writes a note meanwhile), nginx restarted, an instance drained and restarted.
 */
export async function faultCycle(cycle: number, cluster: LocalCluster, browsers: OperatorBrowser[], writers: OperatorWrites[], offline: Set<number>, note: (fault: string) => void): Promise<void> {
  const start = Date.now();
  const at = (ms: number) => sleep(start + ms - Date.now());
  const killed = cycle % 2;
  await at(5_000);
  note(`SIGKILL instance ${killed}`);
  await cluster.instances[killed]!.stop('SIGKILL');
  await at(10_000);
  await cluster.restart(killed);
  note(`instance ${killed} restarted`);
  await at(15_000);
  // A browser that cannot open a tab in time (an overloaded machine) is reported; the run goes on.
  const reopened = await Promise.all(browsers.map((browser) => browser.reopenLastTab().then(() => null, (error: unknown) => `${browser.username}: ${String(error).split('\n')[0]}`)));
  const failed = reopened.filter((why) => why !== null);
  note(failed.length ? `a tab closed and reopened in every browser but: ${failed.join('; ')}` : 'a tab closed and reopened in every browser');
  const away = cycle % browsers.length;
  await at(20_000);
  await browsers[away]!.setOffline(true);
  offline.add(away);
  note(`${browsers[away]!.username}'s browser offline`);
  // Back online OFFLINE_MS later, whatever the slow restarts below take.
  const wentOffline = Date.now();
  const backOnline = (async () => {
    await sleep(wentOffline + OFFLINE_MS - Date.now());
    await browsers[away]!.setOffline(false);
    offline.delete(away);
    note(`${browsers[away]!.username}'s browser online`);
  })();
  await sleep(2_000);
  await writers[away]!.round(true);
  await at(30_000);
  note('nginx restarted (every socket drops)');
  await cluster.restartBalancer();
  const drained = 1 - killed;
  await at(40_000);
  note(`SIGTERM instance ${drained} (drain)`);
  await cluster.instances[drained]!.stop('SIGTERM');
  await cluster.restart(drained);
  note(`instance ${drained} restarted`);
  await backOnline;
  await at(CYCLE_MS);
}

/** Each operator works every 12 s (staggered); a browser that is offline writes only the note the cycle asks for. */
export async function keepWriting(writer: OperatorWrites, index: number, offline: ReadonlySet<number>, signal: AbortSignal): Promise<void> {
  await sleep(3_000 + index * 4_000, signal);
  while (!signal.aborted) {
    if (!offline.has(index)) await writer.round(false);
    await sleep(WRITE_EVERY_MS, signal);
  }
}
