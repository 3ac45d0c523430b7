import { describe, expect, it } from 'vitest';
import {
  canSearchUsers,
  canUseSupport,
  canUseTestAlarms,
  isOperator,
  isReadOnly,
  loggedInElsewhere,
  planningViewAvailable,
  shouldRegisterDevice,
  statusColour,
} from './access.ts';

describe('permissions', () => {
  it('ROLE-01 an operator has AlarmOperator or SimplifiedOperator', () => {
    expect(isOperator(['AlarmOperator'])).toBe(true);
    expect(isOperator(['SimplifiedOperator', 'ShowAlarms'])).toBe(true);
    expect(isOperator(['ShowAlarms', 'CenterUsers'])).toBe(false);
  });
  it('qa-supervisor P2-13 the user register needs CenterUsers', () => {
    expect(canSearchUsers(['AlarmOperator', 'CenterUsers'])).toBe(true);
    expect(canSearchUsers(['AlarmOperator', 'ShowAlarms', 'ShowRecent'])).toBe(false);
  });
  it('SHELL-11 ROUTE-14 support needs SkygdSystemAdmin', () => {
    expect(canUseSupport(['SkygdSystemAdmin'])).toBe(true);
    expect(canUseSupport(['AlarmOperator'])).toBe(false);
  });
  it('SHELL-12 ROUTE-15 test alarms need CenterTestalarm', () => {
    expect(canUseTestAlarms(['CenterTestalarm'])).toBe(true);
    expect(canUseTestAlarms(['SkygdSystemAdmin'])).toBe(false);
  });
  it('ROUTE-16 the planning view needs USING_PLANNING_VIEW and a non-mobile client', () => {
    expect(planningViewAvailable(true, false)).toBe(true);
    expect(planningViewAvailable(true, true)).toBe(false);
    expect(planningViewAvailable(false, false)).toBe(false);
  });
  it('ROLE-03 read-only comes from the setting or the session (a one-time link\'s read_only sets the session\'s)', () => {
    expect(isReadOnly({ READONLY: false }, { readOnly: false })).toBe(false);
    expect(isReadOnly(undefined, null)).toBe(false);
    expect(isReadOnly({ READONLY: true }, { readOnly: false })).toBe(true);
    expect(isReadOnly(undefined, { readOnly: true })).toBe(true);
  });
});

describe('device registration and other devices', () => {
  it('SESSION-30 device registration runs with a phone selected or telephony cloud or none', () => {
    expect(shouldRegisterDevice('basictel', true)).toBe(true);
    expect(shouldRegisterDevice('cloud', false)).toBe(true);
    expect(shouldRegisterDevice('none', false)).toBe(true);
    expect(shouldRegisterDevice('external', false)).toBe(false);
    expect(shouldRegisterDevice('basicTel', false)).toBe(false);
  });
  it('CALL-04 local mode registers too: its softphone links carry the device token', () => {
    expect(shouldRegisterDevice('local', false)).toBe(true);
  });
  it('PUSH-14 LOGGED_IN_ON_OTHER_DEVICE acts only when the device token differs', () => {
    expect(loggedInElsewhere('dev-2', 'dev-1')).toBe(true);
    expect(loggedInElsewhere('dev-1', 'dev-1')).toBe(false);
    expect(loggedInElsewhere('dev-1', null)).toBe(true);
  });
});

describe('statusColour', () => {
  const calm = { syncErrors: 0, online: true, serverReachable: true, phoneSelected: true, socketOpen: true, simpleLogin: false };
  it('SHELL-14 red with sync errors or when offline', () => {
    expect(statusColour({ ...calm, syncErrors: 1 })).toBe('red');
    expect(statusColour({ ...calm, online: false, socketOpen: false })).toBe('red');
  });
  it('SHELL-15 yellow when a phone is selected and the websocket is down', () => {
    expect(statusColour({ ...calm, socketOpen: false })).toBe('yellow');
  });
  it('ux #7: red while the server cannot be reached', () => {
    expect(statusColour({ ...calm, serverReachable: false, socketOpen: false })).toBe('red');
  });
  it('ux polish: a one-time-link session is never "Phone not reachable"', () => {
    expect(statusColour({ ...calm, socketOpen: false, simpleLogin: true })).toBe('green');
  });
  it('SHELL-16 green otherwise', () => {
    expect(statusColour(calm)).toBe('green');
    expect(statusColour({ ...calm, phoneSelected: false, socketOpen: false })).toBe('green');
  });
});
