import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoLink } from '../routes/dev-routes.ts';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { adminCommand } from '../test-support/admin-command.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

const ADMIN_PASSWORD = 'Centre-Setup-Admin-42';
const OPERATOR_PASSWORD = 'Evening-Shift-Op-77';
const INGEST_KEY = 'production-ingest-key';

const GROUP = { Description: 'Uppsala day' };
const OPERATOR = { Username: 'Lena.Holm', Name: 'Lena Holm', Telephone: '+46701234567', Password: OPERATOR_PASSWORD, MustChangePassword: false, Permissions: ['AlarmOperator', 'ShowAlarms', 'ShowRecent'], Groups: ['Uppsala day'] };
const PERSON = {
  ExternalId: 'UPS-0001',
  Name: 'Karin',
  LastName: 'Ström',
  NationalIdNumber: '19380412-1234',
  TelephoneNumber: '+46185550101',
  HomeAddress: { Street: 'Svartbäcksgatan 12', PostalCode: '753 20', City: 'Uppsala' },
  Contacts: [{ Name: 'Per Ström', Relation: 'Son', Telephone1: '+46705550102' }],
};
const DEVICE = { PersonExternalId: 'UPS-0001', TransmitterIdentifier: 'TX-88-0001', ProductId: 12, ProductName: 'Safety alarm', Manufacturer: 'Acme' };

let server: TestServer;
let admin: string;

const login = async (username: string, password: string) => (await server.request('POST', '/api/token', { form: { grant_type: 'password', UserName: username, Password: password } })).body.access_token as string;
const post = (path: string, token: string, json: unknown) => server.request('POST', path, { token, json });

beforeAll(async () => {
  server = await startTestServer({ demo: false, ingestKey: INGEST_KEY });
  const created = await adminCommand(server, ['create-support-admin', '--username', 'setup.admin', '--name', 'Setup Admin'], ADMIN_PASSWORD);
  if (created.code !== 0) throw new Error(created.stderr);
  admin = await login('setup.admin', ADMIN_PASSWORD);
}, 240_000);
afterAll(async () => {
  await server.close();
});

describe('a centre set up without the demo', () => {
  it('a support admin creates a group, an operator, a person with contacts and a device; an alarm then shows them and nothing invented', async () => {
    expect((await post('/api/admin/groups', admin, GROUP)).body.Created.Groups).toBe(1);
    expect((await post('/api/admin/operators', admin, OPERATOR)).body.Created.Operators).toBe(1);
    expect((await post('/api/admin/persons', admin, PERSON)).body.Created.Persons).toBe(1);
    expect((await post('/api/admin/devices', admin, DEVICE)).body.Created.Devices).toBe(1);

    const lena = await login('lena.holm', OPERATOR_PASSWORD);
    expect(lena).toEqual(expect.any(String));
    const raised = await server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': INGEST_KEY }, json: { ExternalId: 'UPS-0001', AlarmText: 'Fall detected' } });
    expect(raised.status).toBe(201);
    const details = (await server.request('GET', `/api/alarms/${raised.body.AlarmId}`, { token: lena })).body;
    expect(details.Contacts.map((c: { Name: string }) => c.Name)).toEqual(['Per Ström']);
    expect(details.ObjectTransmitters.map((t: { TransmitterIdentifier: string }) => t.TransmitterIdentifier)).toEqual(['TX-88-0001']);
    expect(details.RespondentGroup).toBeGreaterThan(0);
    // mission-gap #2: outside the demo the server invents no links, measurements or media.
    expect(details.Links).toEqual([]);
    expect(details.Measurements).toEqual([]);
    const attachments = (await server.request('GET', `/api/alarms/${raised.body.AlarmId}/attachments`, { token: lena })).body;
    expect({ Images: attachments.Images, Sounds: attachments.Sounds, Videos: attachments.Videos, Links: attachments.Links }).toEqual({ Images: [], Sounds: [], Videos: [], Links: [] });
  });

  it('qa-handling P3-24 an imported person\'s contacts keep their calling order and say who is the nearest relative and who holds a key', async () => {
    const Contacts = [
      { Name: 'Per Ström', Relation: 'Son', Telephone1: '+46705550102', NearestRelative: true, KeyHolder: true },
      { Name: 'Lisa Berg', Relation: 'Neighbour', Telephone1: '+46705550104', KeyHolder: true },
      { Name: 'Eva Ström', Relation: 'Daughter', Telephone1: '+46705550105' },
    ];
    expect((await post('/api/admin/persons', admin, { ...PERSON, ExternalId: 'UPS-0002', Contacts })).body.Created.Persons).toBe(1);
    const lena = await login('lena.holm', OPERATOR_PASSWORD);
    const raised = await server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': INGEST_KEY }, json: { ExternalId: 'UPS-0002', AlarmText: 'Button pressed' } });
    const details = (await server.request('GET', `/api/alarms/${raised.body.AlarmId}`, { token: lena })).body;
    const shown = details.Contacts.map((c: { Name: string; Order: number; NearestRelative: boolean; KeyHolder: boolean }) => [c.Name, c.Order, c.NearestRelative, c.KeyHolder]);
    expect(shown).toEqual([
      ['Per Ström', 0, true, true],
      ['Lisa Berg', 1, false, true],
      ['Eva Ström', 2, false, false],
    ]);
  });

  it('an operator without SkygdSystemAdmin and a read-only support admin are refused with 403', async () => {
    const lena = await login('lena.holm', OPERATOR_PASSWORD);
    const refused = await post('/api/admin/import', lena, { Groups: [{ Description: 'Not allowed' }] });
    expect(refused.status).toBe(403);
    await post('/api/admin/operators', admin, { ...OPERATOR, Username: 'auditor', Name: 'Read Only', Permissions: ['SkygdSystemAdmin'], ReadOnly: true, Groups: [] });
    const auditor = await login('auditor', OPERATOR_PASSWORD);
    expect((await post('/api/admin/groups', auditor, { Description: 'Not allowed either' })).status).toBe(403);
    expect((await post('/api/admin/groups', 'no-such-token', GROUP)).status).toBe(401);
  });

  it('a file with a bad row is refused with 400 naming the row, and nothing of it is stored', async () => {
    const file = { Groups: [{ Description: 'Enköping night' }], Persons: [{ ...PERSON, ExternalId: 'UPS-0100' }, { ...PERSON, ExternalId: 'UPS-0101', TelephoneNumber: undefined }] };
    const bad = await post('/api/admin/import', admin, file);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].name).toBe('body.Persons.1.TelephoneNumber');

    const unknownGroup = await post('/api/admin/import', admin, { Groups: [{ Description: 'Enköping night' }], Operators: [{ ...OPERATOR, Username: 'new.op', Groups: ['Enköping night', 'Nowhere'] }] });
    expect(unknownGroup.status).toBe(400);
    expect(unknownGroup.body.errors[0]).toMatchObject({ name: 'body.Operators.0.Groups', description: expect.stringContaining('Nowhere') });
    // All or nothing: the group of the same file was not kept either.
    const retry = await post('/api/admin/import', admin, { Groups: [{ Description: 'Enköping night' }] });
    expect(retry.body.Created.Groups).toBe(1);
    const ingest = await server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': INGEST_KEY }, json: { ExternalId: 'UPS-0100', AlarmText: 'x' } });
    expect(ingest.status).toBe(400);
  });

  it('`npm run admin -- import` posts a file; importing it twice creates nothing the second time', async () => {
    const file = join(server.database.file, '..', 'centre.json');
    const persons = [{ ...PERSON, ExternalId: 'UPS-0200', Contacts: [{ Name: 'Eva Ström', Telephone1: '+46705550103' }] }, { ...PERSON, ExternalId: 'UPS-0201' }];
    writeFileSync(file, JSON.stringify({ Groups: [{ Description: 'Tierp' }], Operators: [{ ...OPERATOR, Username: 'olle.ek', Groups: ['Tierp'] }], Persons: persons, Devices: [{ ...DEVICE, PersonExternalId: 'UPS-0201' }] }));
    const args = ['import', file, '--username', 'setup.admin', '--server', server.base];
    const first = await adminCommand(server, args, ADMIN_PASSWORD);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ Created: { Groups: 1, Operators: 1, Persons: 2, Devices: 1 }, Updated: { Groups: 0, Operators: 0, Persons: 0, Devices: 0 } });
    const second = await adminCommand(server, args, ADMIN_PASSWORD);
    expect(JSON.parse(second.stdout)).toEqual({ Created: { Groups: 0, Operators: 0, Persons: 0, Devices: 0 }, Updated: { Groups: 1, Operators: 1, Persons: 2, Devices: 1 } });
    const olle = await login('olle.ek', OPERATOR_PASSWORD);
    const groups = (await server.request('GET', '/api/respondentgroups', { token: olle })).body;
    expect(groups.map((g: { Description: string }) => g.Description)).toEqual(['Tierp']);
    const json = { ExternalId: 'UPS-0200', AlarmText: 'Imported person', RespondentGroupId: groups[0].RespondentGroupId };
    const raised = await server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': INGEST_KEY }, json });
    const details = (await server.request('GET', `/api/alarms/${raised.body.AlarmId}`, { token: olle })).body;
    expect(details.Contacts.map((c: { Name: string }) => c.Name)).toEqual(['Eva Ström']);
  }, 240_000);
});

describe('a one-time link session', () => {
  it('is refused the centre setup even when its operator is a support admin', async () => {
    const demo = await startTestServer();
    try {
      const link = await createDemoLink(demo.app.arc, { username: 'david' });
      const guest = (await demo.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token as string;
      expect((await demo.request('POST', '/api/admin/groups', { token: guest, json: GROUP })).status).toBe(403);
      const david = await demo.login('david');
      expect((await demo.request('POST', '/api/admin/groups', { token: david, json: GROUP })).status).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
