/**
 * Roles, read-only, device registration and the status colour (core §4, §6, calls §4, §6): who may see what.
 */
import type { Permission } from '../contract/index.ts';

const has = (actions: readonly string[], name: Permission) => actions.includes(name);

/** ROLE-01: an operator (label Operator) has AlarmOperator or SimplifiedOperator; the server checks the same. */
export function isOperator(actions: readonly string[]): boolean {
  return has(actions, 'AlarmOperator') || has(actions, 'SimplifiedOperator');
}

/** The support page and menu item need SkygdSystemAdmin. */
export function canUseSupport(actions: readonly string[]): boolean {
  return has(actions, 'SkygdSystemAdmin');
}

/** The user register (Users, Search user) needs CenterUsers; without it the server refuses every search (qa-supervisor P2-13). */
export function canSearchUsers(actions: readonly string[]): boolean {
  return has(actions, 'CenterUsers');
}

/** The answer-time report page and menu item need AnswerTimeReport. */
export function canReadAnswerTimes(actions: readonly string[]): boolean {
  return has(actions, 'AnswerTimeReport');
}

/** The test-alarm page and menu item need CenterTestalarm. */
export function canUseTestAlarms(actions: readonly string[]): boolean {
  return has(actions, 'CenterTestalarm');
}

/** The planning view exists only with USING_PLANNING_VIEW on, and not on mobile. */
export function planningViewAvailable(usingPlanningView: boolean, mobile: boolean): boolean {
  return usingPlanningView && !mobile;
}

/**
 * Read-only comes from the READONLY setting or the session's flag, which a one-time link's read_only sets
 * (linkSessionStart). Either may still be loading (undefined).
 */
export function isReadOnly(settings: { READONLY: boolean } | undefined, session: { readOnly: boolean } | null | undefined): boolean {
  return settings?.READONLY === true || session?.readOnly === true;
}

/**
 * The alarm screens as read-only mode shows them (ROLE-04): in read-only mode, and for an account that is not an
 * operator (ROLE-01: the server refuses its accept, reason, action and clear). Permissions not read yet count as an
 * operator's: the server decides meanwhile.
 */
export function alarmsReadOnly(
  settings: { READONLY: boolean } | undefined,
  session: { readOnly: boolean } | null | undefined,
  permissions: { Actions: readonly string[] } | null | undefined,
): boolean {
  return isReadOnly(settings, session) || (permissions != null && !isOperator(permissions.Actions));
}

/**
 * Device registration runs when a phone is selected or telephony is cloud or none (SESSION-30), and in local mode,
 * whose softphone links carry the registered device token (CALL-04).
 */
export function shouldRegisterDevice(telephony: string, phoneSelected: boolean): boolean {
  return phoneSelected || telephony === 'cloud' || telephony === 'none' || telephony === 'local';
}

/**
 * LOGGED_IN_ON_OTHER_DEVICE acts only when the pushed device token is not this device's (null: this browser has
 * not registered, so any login is another device's).
 */
export function loggedInElsewhere(pushedDeviceToken: string, localDeviceToken: string | null): boolean {
  return pushedDeviceToken !== localDeviceToken;
}

export type StatusColour = 'red' | 'yellow' | 'green';

/** What the light says: its colour's text, or `delayed` for a yellow light with no phone to reach. */
export type StatusText = StatusColour | 'delayed';

/**
 * SHELL-14..16, and red with sync errors, offline or the server unreachable (alarms are not
 * arriving); yellow while the push socket the session relies on is not open, so new alarms come only as fast as
 * polling brings them: "Phone not reachable" when a phone is selected (SHELL-15; a one-time-link session has no phone
 * to reach), else "New alarms may be delayed"; green otherwise. A session that polls by design (no socket expected)
 * is not delayed.
 */
export function statusLight(input: {
  syncErrors: number;
  online: boolean;
  serverReachable: boolean;
  phoneSelected: boolean;
  socketExpected: boolean;
  socketOpen: boolean;
  simpleLogin: boolean;
}): { indicator: StatusColour; indicatorText: StatusText } {
  const light = (indicator: StatusColour, indicatorText: StatusText = indicator) => ({ indicator, indicatorText });
  if (input.syncErrors > 0 || !input.online || !input.serverReachable) return light('red');
  if (input.socketOpen) return light('green');
  const phone = input.phoneSelected && !input.simpleLogin;
  if (phone) return light('yellow');
  return input.socketExpected ? light('yellow', 'delayed') : light('green');
}
