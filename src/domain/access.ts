/**
 * Roles, read-only, device registration and the status colour (core §4, §6, calls §4, §6): who may see what.
 */
import type { Permission } from '../contract/index.ts';

const has = (actions: readonly string[], name: Permission) => actions.includes(name);

/** An operator has AlarmOperator or SimplifiedOperator. */
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

/**
 * Red with sync errors, offline or the server unreachable (alarms are not arriving); yellow when a phone is
 * selected and the websocket is down; else green. A one-time-link session has no phone to reach, so never yellow.
 */
export function statusColour(input: {
  syncErrors: number;
  online: boolean;
  serverReachable: boolean;
  phoneSelected: boolean;
  socketOpen: boolean;
  simpleLogin: boolean;
}): StatusColour {
  if (input.syncErrors > 0 || !input.online || !input.serverReachable) return 'red';
  if (input.phoneSelected && !input.socketOpen && !input.simpleLogin) return 'yellow';
  return 'green';
}
