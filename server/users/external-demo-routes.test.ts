import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExternalCustomerInfoSchema, ExternalUserInfoSchema, LinkedContactSchema, UserDetailsSchema } from '../../src/contract/index.ts';
import { DEMO_USER_COUNT } from '../demo/seed.ts';
import { ORGANIZATION_NOTES } from '../demo/seed-person.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';

describe('the person: seed and external demo services', () => {
  let server: TestServer;
  let anna: string;
  beforeAll(async () => {
    server = await startTestServer({ clock: new TestClock() });
    anna = await server.login('anna');
  });
  afterAll(async () => {
    await server.close();
  });
  const get = (path: string) => server.request('GET', path, { token: anna });

  it('every demo person has dates, addresses, care, appearance, organisation notes and additional info', async () => {
    for (const userId of [1, 2, 42, DEMO_USER_COUNT]) {
      const user = UserDetailsSchema.parse((await get(`/api/users/${userId}`)).body);
      expect(user.DateOfBirth).toBeTruthy();
      expect(user.Addresses?.length).toBeGreaterThan(0);
      expect(user.HairColour && user.EyeColour && user.Height && user.Weight).toBeTruthy();
      expect(Object.values(ORGANIZATION_NOTES)).toContain(user.OrganizationNotes);
      expect(user.AdditionalInfo).toBeTruthy();
    }
    expect(UserDetailsSchema.parse((await get('/api/users/2')).body).Addresses?.map((a) => a.Description)).toEqual(['Home', 'Summer house']);
    expect(UserDetailsSchema.parse((await get(`/api/users/${DEMO_USER_COUNT}`)).body).DateOfDeath).toBeTruthy();
  });

  it('API-77 the external customer service answers welcomeText and documents (uri, displayName) by external id', async () => {
    const info = ExternalCustomerInfoSchema.parse((await get('/api/demo/external/customers/EXT-1002')).body);
    expect(info.callCenterName).toBeTruthy();
    expect(info.welcomeText).toContain('Welcome to');
    expect(info.documents?.[0]).toEqual({ uri: expect.stringMatching(/^https:\/\//), displayName: 'Alarm routines' });
    expect((await get('/api/demo/external/customers/EXT-nobody')).status).toBe(404);
    expect((await server.request('GET', '/api/demo/external/customers/EXT-1002')).status).toBe(401);
  });

  it('API-78 the external dynamics service answers devices, sensitiveData (category, data) and documents', async () => {
    const user = UserDetailsSchema.parse((await get('/api/users/3?alarmid=1')).body);
    const info = ExternalUserInfoSchema.parse((await get('/api/demo/external/users/EXT-1002')).body);
    expect(info.devices?.length).toBeGreaterThan(0);
    const medical = Object.fromEntries((info.sensitiveData ?? []).map((entry) => [entry.category, entry.data]));
    // The same medical rule as the user's own fields: what the details withhold, dynamics withholds too.
    if (user.MedicalCondition) expect(medical.Diagnosis).toBe(user.MedicalCondition);
    if (user.Medication) expect(medical.Medication).toBe(user.Medication);
    expect(info.documents?.[0]?.displayName).toBe('Care plan');
  });

  it('RES-31 the linked contact of an alarm has the name and the CUSTOMER value', async () => {
    const alarm = (await get('/api/alarms/1')).body as { GlobalAlarmId: string; UserId: number };
    const linked = LinkedContactSchema.parse((await get(`/api/users/linkedcontact?globalalarmid=${alarm.GlobalAlarmId}`)).body);
    const user = UserDetailsSchema.parse((await get(`/api/users/${alarm.UserId}`)).body);
    expect(linked?.name).toBe(`${user.Name} ${user.LastName}`);
    expect(linked?.additionalInformation?.find((entry) => entry.Key === 'CUSTOMER')?.Value).toBe(user.CustomerNumber);
  });
});
