import { isOperator } from '../../src/domain/access.ts';
import { forbidden, ServiceError } from './errors.ts';

/** The authenticated caller of a request, resolved from its bearer token. */
export interface Principal {
  respondentId: number;
  username: string;
  name: string;
  initials: string;
  permissions: string[];
  /** Respondent-level or session-level (one-time link) read-only mode. */
  readOnly: boolean;
  /** One-time link session: only its alarm is visible. */
  simpleLogin: boolean;
  alarmId: number | null;
  /** One-time link session: the monitored user the link was made for, fixed when it was created. */
  linkUserId: number | null;
  tokenHash: string;
  /** The login (session family) the token belongs to: logout ends all of it. */
  familyId: string;
  /** The password must be changed before anything else is allowed. */
  mustReset: boolean;
}

/** Centre-wide powers a one-time link session (one alarm) never carries, whoever the link was made for. */
const CENTRE_WIDE_PERMISSIONS = new Set(['SkygdSystemAdmin', 'CenterTestalarm', 'CenterUsers', 'AnswerTimeReport', 'FloodBulkClear']);

export function sessionPermissions(permissions: string[], simpleLogin: boolean): string[] {
  return simpleLogin ? permissions.filter((p) => !CENTRE_WIDE_PERMISSIONS.has(p)) : permissions;
}

/** Read-only operators (and read-only links) may look but not change anything. */
export function assertCanWrite(principal: Principal): void {
  if (principal.readOnly) throw forbidden('Read-only session: changes are not allowed');
}

/** Refuses endpoints beyond the one alarm (and its user) a one-time link session was made for. */
export function assertFullSession(principal: Principal): void {
  if (principal.simpleLogin) throw forbidden('Not available in a one-time link session');
}

export function assertPermission(principal: Principal, permission: string): void {
  if (!principal.permissions.includes(permission)) throw forbidden(`Missing permission ${permission}`);
}

/** ROLE-01: accepting, reasons, actions and clearing are an operator's (AlarmOperator or SimplifiedOperator). */
export function assertOperator(principal: Principal): void {
  if (!isOperator(principal.permissions)) throw new ServiceError('NOT_OPERATOR', 'Only an operator (AlarmOperator or SimplifiedOperator) handles alarms');
}
