import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../contract/console-routes.ts';
import type { UserDetails } from '../../../contract/index.ts';
import type { PersonRow } from '../../../db/rows.ts';
import { MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms, userDb } from '../../testing/alarm-harness.tsx';
import { AlarmDetailPage } from '../alarm-detail-page.tsx';

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };
const greta: UserDetails = {
  UserId: 500,
  Name: 'Greta',
  LastName: 'Gustafsson',
  DateOfBirth: '1938-04-12',
  DateOfDeath: '2026-01-15T00:00:00Z',
  CarePlan: 'Home care visits twice a day',
  MedicalCondition: 'Heart failure',
  Medication: 'Warfarin',
  SupportingAids: 'Walker',
  Height: '165',
  Weight: 70,
  HairColour: 'Grey',
  EyeColour: 'Blue',
  AlarmResponseAction: 'Call the user first, then the nearest relative.',
  OrganizationNotes: 'Home care answers 07–22.',
  AdditionalInfo: 'Prefers to be called by first name.',
  Addresses: [
    { Description: 'Home', Street: 'Storgatan 5', PostalCode: '114 35', City: 'Stockholm', Country: 'SE' },
    { Description: 'Summer house', Street: 'Sjövägen 3', PostalCode: '760 45', City: 'Grisslehamn' },
  ],
};
const person: PersonRow = {
  AlarmId: 400,
  UserId: 500,
  loadedAt: 0,
  linkedContact: { userId: 500, name: 'Greta Gustafsson', additionalInformation: [{ Key: 'STREET', Value: 'Storgatan 5' }, { Key: 'CUSTOMER', Value: 'C50042' }] },
  customer: {
    callCenterName: 'Stockholms stad – larmcentral',
    welcomeText: 'Welcome to Stockholms stad.',
    documents: [
      { uri: 'https://docs.example.org/sthlm/routines', displayName: 'Alarm routines' },
      { uri: 'javascript:alert(1)', displayName: 'Not a page' },
    ],
  },
  dynamics: {
    sensitiveData: [
      { category: 'Diagnosis', data: 'Heart failure' },
      { category: 'Allergy', data: 'Penicillin' },
    ],
    documents: [{ uri: 'https://docs.example.org/care-plans/EXT-1042', displayName: 'Care plan' }],
  },
  failed: [],
};

async function open(options: { user?: UserDetails | null; person?: PersonRow | null; userLoadFailed?: boolean; priority?: number } = {}) {
  const alarm = makeAlarm({ AlarmId: 400, AlarmText: 'Fall detected', ...mine, Priority: options.priority ?? null });
  const user = options.user === undefined ? greta : options.user;
  await seedAlarms({ users: user ? [user] : [], alarms: [alarm], details: [makeDetails(alarm, mine)] });
  const db = userDb();
  if (options.person !== null) await db.person.put(options.person ?? person);
  if (options.userLoadFailed) await db.meta.put({ key: 'loadError:user', value: { status: 500, message: 'Server error' } });
  await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: `/dashboard/template/${alarm.Template}/400` });
  await screen.findByRole('heading', { name: 'Fall detected' });
}

const part = (widget: HTMLElement, name: string) => within(widget).getByRole('region', { name });
const fact = (region: HTMLElement, label: string) => within(region).getByText(label).closest('.field-list__row')?.querySelector('dd')?.textContent;

afterEach(() => vi.restoreAllMocks());

describe('the person widgets', () => {
  it('WIDGET-23 WIDGET-30 the person shows dates of birth and death, addresses, care and medical fields, appearance, alarm action, organization notes and additional info', async () => {
    await open();
    const widget = await screen.findByRole('region', { name: 'Person' });
    const personal = part(widget, 'Personal details');
    await within(personal).findByText('1938-04-12');
    expect(fact(personal, 'Date of birth')).toBe('1938-04-12');
    expect(fact(personal, 'Date of death')).toBe('2026-01-15');
    const addresses = within(part(widget, 'Addresses')).getAllByRole('listitem').map((item) => item.textContent);
    expect(addresses).toEqual(['Home: Storgatan 5, 114 35 Stockholm, SE', 'Summer house: Sjövägen 3, 760 45 Grisslehamn']);
    const care = part(widget, 'Care and medical');
    expect(fact(care, 'Care plan')).toBe('Home care visits twice a day');
    expect(fact(care, 'Medical condition')).toBe('Heart failure');
    expect(fact(care, 'Medication')).toBe('Warfarin');
    expect(fact(care, 'Supporting aids')).toBe('Walker');
    const appearance = part(widget, 'Appearance');
    expect(fact(appearance, 'Height')).toBe('165 cm');
    expect(fact(appearance, 'Weight')).toBe('70 kg');
    expect(fact(appearance, 'Hair colour')).toBe('Grey');
    expect(fact(appearance, 'Eye colour')).toBe('Blue');
    expect(fact(part(widget, 'Alarm handling'), 'Response action')).toBe('Call the user first, then the nearest relative.');
    expect(part(widget, 'Organization notes').textContent).toContain('Home care answers 07–22.');
    expect(part(widget, 'Additional info').textContent).toContain('Prefers to be called by first name.');
  });

  it('WIDGET-31 when the user cannot be loaded, additional info shows the failure text', async () => {
    await open({ user: null, userLoadFailed: true });
    const widget = await screen.findByRole('region', { name: 'Person' });
    expect((await within(part(widget, 'Additional info')).findByRole('alert')).textContent).toBe(
      'Failed to retrieve additional info. Refresh the page or try at a later time.',
    );
  });

  it('RES-31 the linked contact shows its name and the CUSTOMER value of additionalInformation', async () => {
    await open();
    const linked = part(await screen.findByRole('region', { name: 'Person' }), 'Linked contact');
    await within(linked).findByText('C50042');
    expect(fact(linked, 'Name')).toBe('Greta Gustafsson');
    expect(fact(linked, 'Customer')).toBe('C50042');
  });

  it('WIDGET-24 WIDGET-26 customer info shows the call centre name, welcome text and documentation links opening a 1340x1340 window', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    await open();
    const widget = await screen.findByRole('region', { name: 'Customer info' });
    await within(widget).findByText('Welcome to Stockholms stad.');
    expect(fact(widget, 'Call centre')).toBe('Stockholms stad – larmcentral');
    expect(fact(widget, 'Welcome text')).toBe('Welcome to Stockholms stad.');
    const docs = within(widget).getByRole('list', { name: 'Documentation' });
    const link = within(docs).getByRole('link', { name: 'Alarm routines' });
    expect(link.getAttribute('target')).toBe('_blank');
    await userEvent.click(link);
    expect(opened).toHaveBeenCalledWith('https://docs.example.org/sthlm/routines', '_blank', expect.stringContaining('width=1340,height=1340'));
    // A javascript: address is shown, never followed.
    expect(within(docs).getByText('Not a page').closest('a')).toBeNull();
  });

  it('WIDGET-25 user info from Dynamics shows medical data by category and the user documents', async () => {
    await open();
    const widget = await screen.findByRole('region', { name: 'User info from Dynamics' });
    await within(widget).findByText('Penicillin');
    const medical = part(widget, 'Medical data');
    expect(fact(medical, 'Diagnosis')).toBe('Heart failure');
    expect(fact(medical, 'Allergy')).toBe('Penicillin');
    expect(within(part(widget, 'User documents')).getByRole('link', { name: 'Care plan' }).getAttribute('href')).toBe('https://docs.example.org/care-plans/EXT-1042');
  });

  it('a failed external service says so in its own widget and keeps what it showed before', async () => {
    await open({ person: { ...person, failed: ['customer', 'dynamics', 'linkedContact'] } });
    const customer = await screen.findByRole('region', { name: 'Customer info' });
    expect((await within(customer).findByRole('alert')).textContent).toBe('Could not load the customer info.');
    expect(fact(customer, 'Welcome text')).toBe('Welcome to Stockholms stad.');
    // Each widget hears of its own failure when its own request ends: not necessarily in the customer's render.
    expect((await within(screen.getByRole('region', { name: 'User info from Dynamics' })).findByRole('alert')).textContent).toBe('Could not load the user info from Dynamics.');
    expect((await within(part(screen.getByRole('region', { name: 'Person' }), 'Linked contact')).findByRole('alert')).textContent).toBe('Could not load the linked contact.');
  });

  it('without external data the customer and Dynamics widgets start closed (OPEN_ON_CONTENT)', async () => {
    await open({ person: null });
    const customer = await screen.findByRole('region', { name: 'Customer info' });
    expect(within(customer).getByRole('button', { name: 'Customer info' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(screen.getByRole('region', { name: 'User info from Dynamics' })).getByRole('button', { name: 'User info from Dynamics' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('DETAIL-49 the alarm info reads the criticality as 1 normal, 2 urgent, 3 acute', async () => {
    for (const [priority, text] of [[1, '1 Normal'], [2, '2 Urgent'], [3, '3 Acute']] as const) {
      await open({ priority });
      expect(fact(screen.getByRole('region', { name: 'Alarm' }), 'Criticality')).toBe(text);
      cleanup();
    }
  });
});
