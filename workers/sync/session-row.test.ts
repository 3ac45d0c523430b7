import { describe, expect, it } from 'vitest';
import { linkSessionStart, newSessionRow } from './session-row.ts';

const link = { access_token: 'link-token', expires_in: 3600, token_type: 'bearer', telephone: '+46701234567' };
const me = { Username: 'link-user', UserId: 7, RespondentId: 1 };

/** The session a one-time link login stores. */
const linkSession = (readOnly: boolean) => newSessionRow(linkSessionStart({ ...link, read_only: readOnly }), me, 0, null);

describe('one-time link session', () => {
  it('LOGIN-22 a read-only one-time link gives telephony none and no phone', () => {
    expect(linkSession(true)).toMatchObject({ telephony: 'none', phoneSelected: false, readOnly: true, simpleLogin: true });
  });

  it('LOGIN-23 otherwise telephony basic telephone with the phone selected', () => {
    expect(linkSession(false)).toMatchObject({ telephony: 'basicTel', phone: '+46701234567', phoneSelected: true, readOnly: false, simpleLogin: true });
  });

  it('qa-supervisor P3-11 the session keeps the alarm page its link opened, to go back to; a password login has none', () => {
    expect(newSessionRow(linkSessionStart({ ...link, template: 'care', alarmid: 48 }), me, 0, null).linkAlarmPath).toBe('/dashboard/template/care/48');
    expect(newSessionRow(linkSessionStart({ ...link, alarmid: 48 }), me, 0, null).linkAlarmPath).toBe('/dashboard/template/default/48');
    expect(linkSession(false).linkAlarmPath).toBeNull();
  });
});
