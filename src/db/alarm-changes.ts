import type { MessageOf } from '../sync-client/messages.ts';


/**
 * Which alarms the engine just wrote, told to the tabs over a BroadcastChannel so the alarm list re-reads only those
 * rows instead of the whole table (a full re-read of 10,000 alarms cost a tab ~125 ms per push); a push's few rows
 * are also carried in a message posted before the write, so the list draws them without waiting for the commit. The
 * message is part of the console's one message union (src/sync-client/messages.ts), checked there.
 */
export type AlarmsChangedMessage = MessageOf<'alarms-changed'>;


export function alarmsChannelName(dbName: string): string {
  return `arc-alarms-${dbName}`;
}
