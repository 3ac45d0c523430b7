import { endpoints } from '../../../src/contract/index.ts';

/*
 * A row of the authorization matrix: one route asked by every kind of caller. Sessions that are not (or no longer)
 * sessions must get 401 on every bearer route; live sessions get what the row says. The rows live by feature area
 * (*-rows.ts), each area asked on its own server (authorization-<area>.test.ts); authorization-matrix.test.ts checks
 * that every route and every endpoint has a row.
 */

/** Callers whose bearer must never work. */
export const DEAD = ['none', 'garbage', 'expired', 'pendingTwoFactor', 'loggedOut'] as const;
/** Live callers with limited rights, asked about anna's alarm, its user and the centre's data. */
export const LIVE = ['otherOperator', 'readOnly', 'oneTimeLink'] as const;
export type Live = (typeof LIVE)[number];

/** The ids a row's request may use, found in the demo centre at start. */
export interface Ids {
  /** An active alarm owned by anna (the rightful owner); the one-time link is for another of her alarms. */
  alarm: number;
  globalAlarmId: string;
  user: number;
  contact: number;
  /** That contact's number: an SMS may go only to the alarm's people. */
  contactTelephone: string;
  reportId: number;
  absenceId: number;
  /** A planned alarm (planning view). */
  plannedAlarm: number;
  /** The alarm of the one-time link (anna's). */
  linkedAlarm: number;
  /** Anna's connected call about the link's alarm, and a held one. */
  liveCall: string;
  heldCall: string;
  /** An active alarm of a user with cameras (not the link's), and its camera whose viewing is not permitted. */
  cameraAlarm: number;
  closedCamera: number;
  /** A media file among the alarm's attachments. */
  mediaFile: string;
}

export interface Ask {
  path: string;
  json?: unknown;
  form?: Record<string, string>;
}

export interface Row {
  /** A contract endpoint name, or `METHOD /route` for a route of the server the contract does not have. */
  route: string;
  /** What this row asks about, when a route has several rows. */
  about?: string;
  ask(ids: Ids): Ask;
  /** Statuses for the live callers; bearer routes answer 401 to every dead caller. */
  live?: Record<Live, number>;
  /** No bearer: who may call it is decided by the body (credentials, a link secret, an API key). */
  auth?: 'public' | 'apiKey' | 'notImplemented' | 'demo';
  /** What anna, the owner of the alarm, gets for a read (default 200). */
  ownerStatus?: number;
  /** Callers whose answer differs from the rule of the row's kind (the pending token is the one /api/2fa takes). */
  except?: Record<string, number>;
}

export const same = (status: number): Record<Live, number> => ({ otherOperator: status, readOnly: status, oneTimeLink: status });
export const alarmPath = (ids: Ids, rest = '') => `/api/alarms/${ids.alarm}${rest}`;
export const userPath = (ids: Ids, rest = '') => `/api/users/${ids.user}${rest}`;

const endpointDefs = endpoints as Record<string, { method: string; path: string; auth: string }>;

export function methodOf(row: Row): string {
  const def = endpointDefs[row.route];
  return def ? def.method : row.route.split(' ')[0]!;
}

/** `METHOD /path` of a row, as the router knows it (lower case: routes are case-insensitive). */
export function routeKey(row: Row): string {
  const def = endpointDefs[row.route];
  return (def ? `${def.method} ${def.path}` : row.route).toLowerCase();
}
