import type { AlarmLog } from '../contract/index.ts';

/**
 * The length the server cut an over-long alarm text to when it was raised, read from the repair line it logged on
 * the alarm (ingest-repair.ts); undefined when the text arrived whole (qa-handling P2-12).
 */
export function alarmTextCutTo(logs: readonly Pick<AlarmLog, 'EventCode' | 'EventParams'>[]): number | undefined {
  const line = logs.find((log) => log.EventCode === 'ingestTruncated' && log.EventParams?.field === 'AlarmText');
  const max = Number(line?.EventParams?.max);
  return line && Number.isInteger(max) && max > 0 ? max : undefined;
}
