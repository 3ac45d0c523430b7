import type { InboundPush } from '../../src/contract/index.ts';

/**
 * Pushes about one alarm apply in order (an update then a remove must end removed); pushes about different alarms
 * apply side by side, so a burst becomes parallel loads whose writes land in one batch.
 */
export function createPushOrder(apply: (push: InboundPush) => Promise<void>, onError: (push: InboundPush, error: unknown) => void) {
  const chains = new Map<string, Promise<void>>();
  return (push: InboundPush): void => {
    const key = 'alarmId' in push ? `alarm:${push.alarmId}` : 'globalAlarmId' in push ? `global:${push.globalAlarmId}` : 'session';
    const previous = chains.get(key) ?? Promise.resolve();
    const next = previous.then(() => apply(push)).catch((error: unknown) => onError(push, error));
    chains.set(key, next);
    void next.then(() => {
      if (chains.get(key) === next) chains.delete(key);
    });
  };
}
