import { endpointWrite } from './endpoint-write.ts';
import { AlarmRef, DONE, type EngineScope, withSession } from './handler.ts';
import { markViewed } from '../viewed.ts';

/**
 * The operator's work on an alarm (core §4-5). Live: who owns the alarm and what changes it on a clock (accept and
 * take-over, clear, change user, notify-in). May wait: what adds to the record (reason, action, reminder, notes,
 * operator information, acknowledgement, delivery report). See the policy in outbox.ts.
 */
export function alarmHandlers(scope: EngineScope) {
  return {
    /** `body.force` is the take-over; a 404 or 406 reads "Unable to take this alarm" (core §8). */
    accept: endpointWrite(scope, 'accept', 'live', { context: 'accept' }),
    acknowledge: endpointWrite(scope, 'acknowledge', 'mayWait'),
    reason: endpointWrite(scope, 'reason', 'mayWait'),
    action: endpointWrite(scope, 'action', 'mayWait'),
    notifyIn: endpointWrite(scope, 'notifyIn', 'live'),
    reminder: endpointWrite(scope, 'reminder', 'mayWait'),
    /** Information for the operators on the alarm (API-36): it adds to the record, so it may wait. */
    operatorInformation: endpointWrite(scope, 'operatorInformation', 'mayWait'),
    clear: endpointWrite(scope, 'clear', 'live'),
    callNote: endpointWrite(scope, 'callNote', 'mayWait'),
    /** A number the operator called from the alarm (API-43): a log entry, so it may wait in the outbox. */
    registerCall: endpointWrite(scope, 'registerCall', 'mayWait'),
    deliveryReport: endpointWrite(scope, 'deliveryReport', 'mayWait'),
    changeUser: endpointWrite(scope, 'changeUser', 'live'),
    /** Moves the alarm to the other user with the same national id number (core §5); live, like change user. */
    swapSharedWith: endpointWrite(scope, 'swapSharedWith', 'live'),
    /** A supervisor's bulk clear of a flood group's technical and test alarms: live, like clear. */
    floodBulkClear: endpointWrite(scope, 'floodBulkClear', 'live'),
    markViewed: withSession(scope, AlarmRef, async (_runtime, db, { alarmId }) => {
      await markViewed(db, alarmId, scope.effects.clock.now());
      return DONE;
    }),
  };
}
export type AlarmHandlers = ReturnType<typeof alarmHandlers>;
