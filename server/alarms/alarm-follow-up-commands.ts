import type { ListedAlarm, AlarmDetails, AlarmRef } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { ServiceError, invalid } from '../services/errors.ts';
import type { Principal } from '../services/principal.ts';
import { OWNER_ACTIVE, changeAlarmAs, changeAlarmForPage } from './alarm-change.ts';
import { said } from './log-events.ts';

// What the operator sets on an alarm for later: when it notifies again, a reminder, operator information, a task.

export function notifyIn(ctx: ServerContext, principal: Principal, ref: AlarmRef, seconds: number): Promise<AlarmDetails> {
  return changeAlarmForPage(ctx, principal, ref, OWNER_ACTIVE, () => {
    const at = new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();
    return { patch: { NotifyAfter: at }, log: { event: 'notifyIn', ...said('notifyIn', { at }) } };
  });
}

/** POST reminder: a 2/8 log line (the header's reminder line) and NotifyAfter at the reminder time. */
export function setReminder(ctx: ServerContext, principal: Principal, ref: AlarmRef, remindAt: Date, message: string): Promise<AlarmDetails> {
  if (remindAt.getTime() <= ctx.clock.now().getTime()) throw invalid('RemindIn', 'The reminder must be in the future');
  return changeAlarmForPage(ctx, principal, ref, OWNER_ACTIVE, () => ({ patch: { NotifyAfter: remindAt.toISOString() }, log: { event: 'reminder', text: message } }));
}

export function operatorInformation(ctx: ServerContext, principal: Principal, ref: AlarmRef, info: unknown): Promise<ListedAlarm> {
  return changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, () => ({
    patch: { OperatorInformation: JSON.stringify(info ?? {}) },
    log: { event: 'operatorInformation', ...said('operatorInformation') },
  }));
}

/** POST task (planning): due date plus task type or note, on a planned alarm its owner handles. */
export function setTask(ctx: ServerContext, principal: Principal, ref: AlarmRef, task: { DueDate?: string | null; TaskType?: string | null; Note?: string | null }): Promise<ListedAlarm> {
  return changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, (alarm) => {
    if (alarm.PlannedTime === null) throw new ServiceError('CONDITIONS_NOT_MET', 'Only a planned alarm has a task');
    return {
    patch: {
      ...(task.DueDate !== undefined ? { DueDate: task.DueDate } : {}),
      ...(task.TaskType ? { TaskType: task.TaskType } : {}),
      ...(task.Note ? { Comment: task.Note } : {}),
    },
    log: task.Note ? { event: 'note', text: task.Note } : { event: 'note', ...said('taskDue', { task: task.TaskType ?? '', at: task.DueDate ?? '' }) },
    };
  });
}
