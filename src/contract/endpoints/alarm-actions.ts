import { z } from 'zod';
import { bearerEndpoint, defineEndpoint } from '../endpoint-def.ts';
import { LIMITS, REMINDER_COMMENT_FORBIDDEN } from '../limits.ts';
import {
  AlarmIdSchema,
  AlarmRefSchema,
  EmptySchema,
  IntParamSchema,
  IsoDateTimeSchema,
  SegmentParamSchema,
} from '../primitives.ts';
import { AlarmWriteAnswerSchema } from '../entities/alarm-details.ts';
import { CallResponseSchema } from '../entities/calls.ts';
import { CommandResultSchema } from '../entities/command.ts';
import { AlarmParamsSchema } from './alarm-params.ts';

const freeText = z.string().max(LIMITS.freeText);

/** POST …/accept (API-31): force takes the alarm over from another respondent. */
export const AcceptRequestSchema = z.object({ alarm_id: AlarmRefSchema.optional(), force: z.boolean().optional() });

/** POST …/reasonv2 and …/actionv2 (API-34). */
export const LogMessageRequestSchema = z.object({ message: freeText.trim().min(1) });

/** POST …/callnote/:sid (API-35, CALL-44): the note written after a call. */
export const CallNoteRequestSchema = z.object({ item: z.string().trim().min(1).max(LIMITS.callNote) });

/** POST …/notifyin (API-37): remind after hours 0-23 and minutes 0-59, in seconds. */
export const NotifyInRequestSchema = z.object({ seconds: z.number().int().min(0).max(LIMITS.notifyInSeconds) });

/**
 * POST …/reminder (API-38). RemindIn is read as seconds from now (its name; the spec shows no unit): positive,
 * since the time must be in the future, and at most three months. The comment has at most 200 characters and no
 * quotes (PLAN-18, PLAN-19).
 */
export const ReminderRequestSchema = z.object({
  RemindIn: z.number().int().min(1).max(LIMITS.reminderMaxSeconds),
  Message: z
    .string()
    .max(LIMITS.reminderComment)
    .refine((text) => !REMINDER_COMMENT_FORBIDDEN.test(text), 'quotes are not allowed')
    .optional(),
});

/** POST …/task (API-39): a due date with a task type or a note. */
export const TaskRequestSchema = z
  .object({
    DueDate: IsoDateTimeSchema.optional(),
    TaskType: z.string().max(200).optional(),
    Note: freeText.optional(),
  })
  .refine((task) => Boolean(task.TaskType?.trim() || task.Note?.trim()), 'TaskType or Note is required');

/** POST …/changeuser (API-40): associate the alarm with another object. */
export const ChangeUserRequestSchema = z.object({ UserId: z.number().int().positive() });

/** POST …/deliveryreport (API-42). */
export const DeliveryReportRequestSchema = z.object({ AlarmId: AlarmIdSchema });

/** POST …/registercall/:contact_id (API-43): the number called. */
export const RegisterCallRequestSchema = z.object({ TelephoneNumber: z.string().min(1).max(LIMITS.registeredPhone) });

/** POST …/sendsms (API-44, RES-24). */
export const SendSmsRequestSchema = z.object({
  TelephoneNumber: z.string().min(1).max(LIMITS.registeredPhone),
  Message: z.string().trim().min(1).max(LIMITS.sms),
});

/** POST …/command (API-45, CMD-16). */
export const CommandRequestSchema = z.object({
  CommandId: z.number().int(),
  CommandArgs: z.string().max(LIMITS.commandMessage).optional(),
  Message: z.string().max(LIMITS.commandMessage).optional(),
  Id: z.number().int().optional(),
});

/**
 * POST …/transmitter/:transmitter_id/command/:command_id (API-46, CMD-44..46): CommandText for a product
 * command, which may be empty (Locate, Restart and Self-test need none: qa-handling P2-7); a custom command sends
 * `message` (and repeats the ids), which must not be empty.
 */
export const TransmitterCommandRequestSchema = z
  .object({
    CommandText: z.string().max(LIMITS.deviceMessage).optional(),
    message: z.string().max(LIMITS.deviceMessage).optional(),
    alarm_id: AlarmRefSchema.optional(),
    transmitter_id: z.number().int().optional(),
    command_id: z.number().int().optional(),
  })
  .refine((command) => command.message === undefined || Boolean(command.message.trim()), 'A custom command needs its message');

/** Free JSON the operator information widget posts (API-36); shape not shown. */
export const OperatorInformationRequestSchema = z.looseObject({});

/** An alarm call with a JSON body. */
const jsonPost = <const P extends string, B extends z.ZodType, R extends z.ZodType>(path: P, body: B, response: R) =>
  defineEndpoint({ ...bearerEndpoint('POST', path, AlarmParamsSchema), body, encoding: 'json', response });
/** An alarm call without a body. */
const emptyPost = <const P extends string, R extends z.ZodType>(path: P, response: R) =>
  defineEndpoint({ ...bearerEndpoint('POST', path, AlarmParamsSchema), encoding: 'none', response });
/** A change of the alarm that answers the changed alarm (the engine stores it, see AlarmWriteAnswerSchema). */
const changeWithBody = <const P extends string, B extends z.ZodType>(path: P, body: B) => ({ ...jsonPost(path, body, AlarmWriteAnswerSchema), answers: 'alarm' as const });
const changeWithoutBody = <const P extends string>(path: P) => ({ ...emptyPost(path, AlarmWriteAnswerSchema), answers: 'alarm' as const });

export const alarmActionEndpoints = {
  accept: changeWithBody('/api/alarms/:alarm_id/accept', AcceptRequestSchema),
  /** The acknowledgement modal's Got it (API-32). */
  acknowledge: changeWithoutBody('/api/alarms/:alarm_id/acknowledgement'),
  clear: changeWithoutBody('/api/alarms/:alarm_id/clear'),
  reason: changeWithBody('/api/alarms/:alarm_id/reasonv2', LogMessageRequestSchema),
  action: changeWithBody('/api/alarms/:alarm_id/actionv2', LogMessageRequestSchema),
  callNote: {
    ...changeWithBody('/api/alarms/:alarm_id/callnote/:sid', CallNoteRequestSchema),
    params: AlarmParamsSchema.extend({ sid: SegmentParamSchema }),
  },
  operatorInformation: jsonPost(
    '/api/alarms/:alarm_id/operatorinformation',
    OperatorInformationRequestSchema,
    EmptySchema,
  ),
  notifyIn: changeWithBody('/api/alarms/:alarm_id/notifyin', NotifyInRequestSchema),
  reminder: changeWithBody('/api/alarms/:alarm_id/reminder', ReminderRequestSchema),
  task: jsonPost('/api/alarms/:alarm_id/task', TaskRequestSchema, EmptySchema),
  changeUser: changeWithBody('/api/alarms/:alarm_id/changeuser', ChangeUserRequestSchema),
  /** Swap to the other user with the same national id number (core §5). */
  swapSharedWith: changeWithoutBody('/api/alarms/:alarm_id/swapsharedwith'),
  deliveryReport: changeWithBody('/api/alarms/:alarm_id/deliveryreport', DeliveryReportRequestSchema),
  /** The spec writes `registercall{contact_id}`; read here as a path segment after registercall. */
  registerCall: {
    ...jsonPost('/api/alarms/:alarm_id/registercall/:contact_id', RegisterCallRequestSchema, EmptySchema),
    params: AlarmParamsSchema.extend({ contact_id: IntParamSchema }),
  },
  sendSms: jsonPost('/api/alarms/:alarm_id/sendsms', SendSmsRequestSchema, EmptySchema),
  command: jsonPost('/api/alarms/:alarm_id/command', CommandRequestSchema, CommandResultSchema),
  transmitterCommand: {
    ...jsonPost(
      '/api/alarms/:alarm_id/transmitter/:transmitter_id/command/:command_id',
      TransmitterCommandRequestSchema,
      CommandResultSchema,
    ),
    params: AlarmParamsSchema.extend({ transmitter_id: IntParamSchema, command_id: IntParamSchema }),
  },
  /** Take the alarm's call (API-47). */
  takeCall: emptyPost('/api/alarms/:alarm_id/takecall', CallResponseSchema),
} as const;
