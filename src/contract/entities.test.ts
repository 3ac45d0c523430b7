import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';

describe('exports', () => {
  const entities = `Me ListedAlarm AlarmBasic AlarmLog DynamicDetails AlarmDetails Position ObjectSearchResult UserDetails Contact Address
    AttachedLink Setting RespondentGroup Respondent TokenResponse TwoFactorAuthType PasswordPolicy UrlLoginResponse AdminToken
    Absence AbsenceCalendar AbsenceCreate Call Participant CallResponse Camera Command CommandResult Transmitter Resource
    ResourceCall Note Link Measurement Attachments PlannedAlarm Schedule SubscriptionResult SystemTestRow TestAlarmList
    Permissions Permission RegisterPayload RegisterResponse AlarmHistoryItem LinkedContact IncidentReport IngestAlarm
    IngestResponse AlarmDelta ApiError`
    .split(/\s+/)
    .filter(Boolean);

  it('export a schema for every entity the contract promises', () => {
    const exported = contract as Record<string, unknown>;
    expect(entities.filter((name) => exported[`${name}Schema`] === undefined)).toEqual([]);
  });
});
