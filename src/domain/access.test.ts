import { describe, expect, it } from 'vitest';
import {
  alarmsReadOnly,
  canSearchUsers,
  canUseSupport,
  canUseTestAlarms,
  isOperator,
  isReadOnly,
  loggedInElsewhere,
  planningViewAvailable,
  shouldRegisterDevice,
  statusLight,
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
  it('ROLE-01 ROLE-04 an account that is not an operator sees the alarms as in read-only mode', () => {
    const writable = { READONLY: false };
    expect(alarmsReadOnly(writable, { readOnly: false }, { Actions: ['AlarmOperator'] })).toBe(false);
    expect(alarmsReadOnly(writable, { readOnly: false }, { Actions: ['SimplifiedOperator'] })).toBe(false);
    expect(alarmsReadOnly(writable, { readOnly: false }, { Actions: ['ShowAlarms', 'SkygdSystemAdmin'] })).toBe(true);
    expect(alarmsReadOnly(writable, { readOnly: false }, undefined)).toBe(false);
    expect(alarmsReadOnly(writable, { readOnly: true }, { Actions: ['AlarmOperator'] })).toBe(true);
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

describe('statusLight', () => {
  const calm = { syncErrors: 0, online: true, serverReachable: true, phoneSelected: true, socketExpected: true, socketOpen: true, simpleLogin: false };
  const colour = (input: typeof calm) => statusLight(input).indicator;
  it('SHELL-14 red with sync errors or when offline', () => {
    expect(colour({ ...calm, syncErrors: 1 })).toBe('red');
    expect(colour({ ...calm, online: false, socketOpen: false })).toBe('red');
  });
  it('SHELL-15 yellow "Phone not reachable" when a phone is selected and the websocket is down', () => {
    expect(statusLight({ ...calm, socketOpen: false })).toEqual({ indicator: 'yellow', indicatorText: 'yellow' });
  });
  it('red while the server cannot be reached', () => {
    expect(colour({ ...calm, serverReachable: false, socketOpen: false })).toBe('red');
  });
  it('without a phone, a push socket that is down turns the light yellow: new alarms may be delayed', () => {
    expect(statusLight({ ...calm, phoneSelected: false, socketOpen: false })).toEqual({ indicator: 'yellow', indicatorText: 'delayed' });
  });
  it('ux polish: a one-time-link session is never "Phone not reachable", but its closed socket delays it too', () => {
    expect(statusLight({ ...calm, socketOpen: false, simpleLogin: true })).toEqual({ indicator: 'yellow', indicatorText: 'delayed' });
  });
  it('SHELL-16 green otherwise, and for a session that polls by design', () => {
    expect(statusLight(calm)).toEqual({ indicator: 'green', indicatorText: 'green' });
    expect(colour({ ...calm, phoneSelected: false, socketExpected: false, socketOpen: false })).toBe('green');
  });
});
