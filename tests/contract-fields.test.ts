import { describe, expect, it } from 'vitest';
import { AlarmLogSchema, UserDetailsSchema } from '../src/contract/index.ts';

// The field lists of core §3 that the console reads from the server: a field dropped or retyped in the contract
// would silently blank the detail widgets and logs (loose objects keep unknown keys, but untyped).

describe('core §3 field lists in the contract', () => {
  it('WIDGET-23 user details carry name, ids, dates, care, medical, appearance, key placement, alarm action, contacts and addresses', () => {
    const fields = [
      'UserId', 'Name', 'LastName', 'Title', 'NationalIdNumber', 'ExternalId', 'DebtorNumber', 'DateOfBirth', 'DateOfDeath',
      'Profession', 'CitizenShip', 'CarePlan', 'MedicalCondition', 'SupportingAids', 'Medication', 'AdditionalInfo',
      'Email', 'Insurance', 'Height', 'Weight', 'HairColour', 'EyeColour', 'MaritalStatus', 'KeyPlacement',
      'AlarmActionModifiedBy', 'AlarmActionModifiedAt', 'AlarmResponseAction', 'AlarmAction', 'AlarmRecallAction',
      'AlarmHandling', 'Contacts', 'Addresses',
    ];
    expect(Object.keys(UserDetailsSchema.shape)).toEqual(expect.arrayContaining(fields));
    const parsed = UserDetailsSchema.parse({
      UserId: 5,
      DateOfDeath: '2026-01-02T03:04:05Z',
      Contacts: [{ Name: 'Daughter', Telephone1: '+46701', Telephone2: '+46702', Telephone3: '+46703' }],
      Addresses: [{ Street: 'Storgatan 1', City: 'Uppsala' }],
    });
    expect(parsed.Contacts?.[0]).toMatchObject({ Name: 'Daughter', Telephone1: '+46701', Telephone2: '+46702', Telephone3: '+46703' });
    expect(UserDetailsSchema.safeParse({ UserId: 5, DateOfDeath: 20260102 }).success).toBe(false);
    expect(UserDetailsSchema.safeParse({ UserId: 5, Contacts: 'none' }).success).toBe(false);
  });

  it('STATE-17 a log carries Id, Created, LastUpdated, PredefinedId, LogEventCode, LogText, RespondentName, ContactId, Name and Username', () => {
    const fields = ['Id', 'Created', 'LastUpdated', 'PredefinedId', 'LogEventCode', 'LogText', 'RespondentName', 'ContactId', 'Name', 'Username'];
    expect(Object.keys(AlarmLogSchema.shape)).toEqual(expect.arrayContaining(fields));
    const log = { Id: 1, Created: '2026-03-01T10:00:00Z', LastUpdated: '2026-03-01T10:01:00Z', PredefinedId: 2, LogEventCode: 1, LogText: 'Fall', RespondentName: 'Anna', ContactId: 9, Name: 'Greta', Username: 'anna' };
    expect(AlarmLogSchema.parse(log)).toEqual(log);
    expect(AlarmLogSchema.safeParse({ ...log, LogEventCode: 'reason' }).success).toBe(false);
    expect(AlarmLogSchema.safeParse({ ...log, Id: undefined }).success).toBe(false);
  });
});
