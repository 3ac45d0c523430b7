import { defineEndpoint } from '../endpoint-def.ts';
import { AnswerReportSchema, ShiftShareSchema } from '../entities/answer-times.ts';

export const answerTimeEndpoints = {
  /** The caller's and the centre's share of alarms taken within the target in the current shift. */
  shiftShare: defineEndpoint({ method: 'GET', path: '/api/targets/shift', encoding: 'none', response: ShiftShareSchema, auth: 'bearer', write: false }),
  /** The supervisor report (AnswerTimeReport): the last 24 hours per hour and the ten slowest alarms. */
  answerReport: defineEndpoint({ method: 'GET', path: '/api/targets/report', encoding: 'none', response: AnswerReportSchema, auth: 'bearer', write: false }),
} as const;
