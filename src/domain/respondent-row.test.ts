import { describe, expect, it } from 'vitest';
import { respondentRow } from './respondent-row.ts';

describe('respondent row', () => {
  it('GROUP-06 GROUP-07 GROUP-08 name with initials, logged in, active, and the cloud user name where there is no telephone', () => {
    expect(respondentRow({ RespondentId: 1, Name: 'Anna Andersson', Initials: 'AA', LoggedIn: true, Active: true, Telephone: '+46701000001' })).toEqual({
      name: 'Anna Andersson (AA)',
      loggedIn: true,
      active: true,
      reach: '+46701000001',
      callable: true,
    });
    expect(respondentRow({ RespondentId: 2, Name: 'Björn Berg', Initials: 'BB', LoggedIn: false, Active: false, Telephone: '', TwilioUserName: 'bjorn.cloud' })).toEqual({
      name: 'Björn Berg (BB)',
      loggedIn: false,
      active: false,
      reach: 'bjorn.cloud',
      callable: false,
    });
    expect(respondentRow({ RespondentId: 3, Name: 'Cecilia Carlsson' }).name).toBe('Cecilia Carlsson');
  });
});
