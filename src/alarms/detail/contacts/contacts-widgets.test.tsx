import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHandlers, fakeEngine } from '../../../app/testing/fake-engine.ts';
import { renderRouter } from '../../../app/testing/render-router.tsx';
import { clearConsole, seedOperator } from '../../../app/testing/seed-console.ts';
import { createTestI18n } from '../../../app/testing/test-i18n.ts';
import type { Contact, Resource } from '../../../contract/index.ts';
import { parseSettings } from '../../../domain/settings.ts';
import { failure } from '../../../sync-client/failure.ts';
import type { DetailModel } from '../detail-model.ts';
import { ContactsWidget } from './contacts-widget.tsx';
import { ResourcesWidget } from './resources-widget.tsx';

afterEach(clearConsole);

const contact = (n: number, extra: Partial<Contact> = {}): Contact => ({
  ContactId: n,
  Name: `Contact ${n}`,
  Relation: n === 1 ? 'Daughter' : 'Neighbour',
  Telephone1: `+4670100${String(n).padStart(4, '0')}`,
  Address: { Street: `Storgatan ${n}`, PostalCode: '111 22', City: 'Stockholm' },
  Email: `c${n}@example.se`,
  Order: n,
  ...extra,
});
const resource = (n: number, extra: Partial<Resource> = {}): Resource => ({ ...contact(n, { Name: `Responder ${n}` }), Resource: n, LoggedIn: true, Active: true, IsResource: true, ...extra });

interface ModelPatch {
  contacts?: Contact[];
  resources?: Resource[];
  template?: string;
  readOnly?: boolean;
  settings?: Record<string, string>;
}

function model(patch: ModelPatch = {}): DetailModel {
  return {
    alarm: { AlarmId: 77, Active: true },
    details: { Contacts: patch.contacts ?? [], Resources: patch.resources ?? [] },
    readOnly: patch.readOnly ?? false,
    canTakeOver: false,
    templateType: patch.template ?? 'default',
    timeFormat: { dateFormat: undefined, timestamps: undefined },
    settings: parseSettings(Object.entries(patch.settings ?? {}).map(([key, defaultvalue]) => ({ key, defaultvalue }))),
  } as unknown as DetailModel;
}

async function show(which: 'contacts' | 'resources', patch: ModelPatch, handlers: FakeHandlers = {}) {
  await seedOperator({ session: { telephony: 'basicTel' }, settings: { TELEPHONE_PREFIX: '+46' } });
  const engine = fakeEngine(handlers);
  const element = which === 'contacts' ? <ContactsWidget model={model(patch)} mode="OPENED" /> : <ResourcesWidget model={model(patch)} mode="OPENED" />;
  renderRouter(createMemoryRouter([{ path: '/', element }]), engine, await createTestI18n('en-GB'));
  const table = await screen.findByRole('table', { name: which === 'contacts' ? 'Contacts' : 'Resources' });
  return { engine, table, user: userEvent.setup() };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const sentOf = (engine: ReturnType<typeof fakeEngine>, command: string) => engine.calls.filter((c) => c.command === command).map((c) => c.args);

describe('contacts table', () => {
  it('RES-01 RES-07 shows Name, Relationship, Telephone, Address and More details, the numbers callable and registered (API-43)', async () => {
    const { engine, table, user } = await show('contacts', { contacts: [contact(2), contact(1, { Telephone2: '+46702222222' })] });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order', 'Name', 'Relationship', 'Telephone', 'Address', 'More details']);
    const [first] = bodyRows(table);
    expect(within(first!).getByText('Contact 1')).toBeTruthy();
    expect(within(first!).getByText('Daughter')).toBeTruthy();
    expect(within(first!).getByText('Storgatan 1, 111 22 Stockholm')).toBeTruthy();
    const link = await within(first!).findByRole('link', { name: 'Call +46702222222' });
    expect(link.getAttribute('href')).toBe('tel:+46702222222');
    await user.click(link);
    await waitFor(() => expect(sentOf(engine, 'registerCall')).toEqual([{ params: { alarm_id: 77, contact_id: 1 }, body: { TelephoneNumber: '+46702222222' } }]));
    await user.click(within(first!).getByRole('button', { name: 'More details about Contact 1' }));
    expect(screen.getByText('c1@example.se')).toBeTruthy();
  });

  it('RES-02 WIDGET-34 WIDGET-35 pages at 10, with the pager and page sizes 10/20/50/100', async () => {
    const { table, user } = await show('contacts', { contacts: Array.from({ length: 14 }, (_, i) => contact(i + 1)) });
    expect(bodyRows(table)).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pages of Contacts' });
    expect(within(pager).getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '2']);
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(sizes).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '50', '100']);
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(bodyRows(table).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Contact 11', 'Contact 12', 'Contact 13', 'Contact 14']);
    await user.selectOptions(sizes, '20');
    expect(bodyRows(table)).toHaveLength(14);
    expect(screen.queryByRole('navigation', { name: 'Pages of Contacts' })).toBeNull();
  });

  it('WIDGET-34 shows first, last and neighbours with ellipses past four pages', async () => {
    const { user } = await show('contacts', { contacts: Array.from({ length: 60 }, (_, i) => contact(i + 1)) });
    const pager = () => screen.getByRole('navigation', { name: 'Pages of Contacts' });
    expect(pager().textContent).toBe('12…6');
    await user.click(within(pager()).getByRole('button', { name: 'Page 2' }));
    await user.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    expect(pager().textContent).toBe('1234…6');
    expect(within(pager()).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('qa-handling P3-24 numbers the contacts in calling order and marks the nearest relative and the key holders', async () => {
    const contacts = [contact(3, { Order: 30 }), contact(1, { Order: 5, NearestRelative: true, KeyHolder: true }), contact(2, { Order: 9, KeyHolder: true })];
    const { table } = await show('contacts', { contacts });
    const cells = bodyRows(table).map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['1', 'Contact 1', 'Daughter Nearest relative Key holder'],
      ['2', 'Contact 2', 'Neighbour Key holder'],
      ['3', 'Contact 3', 'Neighbour'],
    ]);
  });

  it('RES-06 a contact load failure is shown on the button', async () => {
    const { user } = await show('contacts', { contacts: [contact(1)] }, { reloadResources: async () => failure('SERVICE_UNAVAILABLE') });
    await user.click(screen.getByRole('button', { name: 'Reload contacts' }));
    expect(await screen.findByRole('button', { name: /Contacts could not be loaded/ })).toBeTruthy();
  });
});

describe('resources table', () => {
  const STATES = [resource(1, { Resource: null }), resource(2, { LoggedIn: false }), resource(3), resource(4, { Active: false })];

  it('RES-03 RES-08 RES-09 RES-10 RES-11 adds Assign; icons by resource, LoggedIn and Active', async () => {
    const { table } = await show('resources', { resources: STATES });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Relationship', 'Telephone', 'Address', 'More details', 'Assign']);
    const [none, out, green, black] = bodyRows(table).map((row) => within(row).getAllByRole('cell').at(-1)!);
    expect(within(none!).queryByRole('button')).toBeNull();
    expect(within(out!).getByRole('button', { name: 'Responder 2 is not logged in' }).hasAttribute('disabled')).toBe(true);
    const active = within(green!).getByRole('button', { name: 'Call out Responder 3 (logged in, active)' });
    expect([active.hasAttribute('disabled'), active.className]).toEqual([false, 'resource-icon resource-icon--green']);
    const inactive = within(black!).getByRole('button', { name: 'Call out Responder 4 (logged in, not active)' });
    expect([inactive.hasAttribute('disabled'), inactive.className]).toEqual([false, 'resource-icon resource-icon--black']);
  });

  it('RES-03 a read-only operator sees no Assign column', async () => {
    const { table } = await show('resources', { resources: STATES, readOnly: true });
    expect(within(table).queryByRole('columnheader', { name: 'Assign' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Call out/ })).toBeNull();
  });

  it('RES-04 shows 10 per page', async () => {
    const { table } = await show('resources', { resources: Array.from({ length: 12 }, (_, i) => resource(i + 1)) });
    expect(bodyRows(table)).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: 'Pages of Resources' })).toBeTruthy();
  });

  it('RES-05 doronorway shows only contacts with a negative ContactId', async () => {
    const { table } = await show('resources', { resources: [resource(3), resource(-5, { Name: 'Doro guard' })], template: 'doronorway' });
    expect(bodyRows(table).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Doro guard']);
  });
});

describe('resource-call popup', () => {
  const open = async (handlers: FakeHandlers, settings: Record<string, string> = {}) => {
    const view = await show('resources', { resources: [resource(3)], settings }, handlers);
    await view.user.click(screen.getByRole('button', { name: /Call out Responder 3/ }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Call out Responder 3' }) };
  };
  const footer = (dialog: HTMLElement) => within(dialog).getAllByRole('button').filter((b) => ['Cancel', 'Send', 'Update', 'Recall'].includes(b.textContent ?? '')).map((b) => b.textContent);

  it('RES-12 RES-14 fetches the existing call; none called offers Cancel and Send', async () => {
    const { engine, dialog } = await open({ resourceCallGet: async () => ({ ok: true, value: null }) });
    await within(dialog).findByRole('textbox', { name: 'Message to the resource' });
    expect(sentOf(engine, 'resourceCallGet')).toEqual([{ params: { alarm_id: 77, resource: '3' } }]);
    expect(footer(dialog)).toEqual(['Cancel', 'Send']);
  });

  it('RES-13 with CalledAt the footer offers Cancel, Recall and Update', async () => {
    const { dialog } = await open({ resourceCallGet: async () => ({ ok: true, value: { Message: 'Come', CalledAt: '2026-01-01T10:00:00Z', AcceptedAt: '2026-01-01T10:05:00Z' } }) });
    expect(await within(dialog).findByText(/^Accepted at /)).toBeTruthy();
    expect(((await within(dialog).findByRole('textbox', { name: 'Message to the resource' })) as HTMLTextAreaElement).value).toBe('Come');
    expect(footer(dialog)).toEqual(['Cancel', 'Recall', 'Update']);
  });

  it('RES-15 a failed fetch leaves an empty body with Cancel only', async () => {
    const { dialog } = await open({ resourceCallGet: async () => failure('SERVICE_UNAVAILABLE') });
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(footer(dialog)).toEqual(['Cancel']);
  });

  it('RES-16 RES-20 RES-21 Enter sends message, notify and deactivate; the popup closes and says one called', async () => {
    const { engine, dialog, user } = await open({ resourceCallGet: async () => ({ ok: true, value: null }), callResourceCreate: async () => ({ ok: true, value: { Successful: 1 } }) });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Message to the resource' }), 'Please go');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify me on updates' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Deactivate the alarm when all are done' }));
    // Focus is on the checkbox just ticked: Enter there sends too.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentOf(engine, 'callResourceCreate')).toEqual([{ params: { alarm_id: 77, resource: '3' }, body: { Message: 'Please go', NotifyOnUpdate: true, DeactivateAlarmWhenAllDone: true } }]);
    expect(await screen.findByText('One resource was called.')).toBeTruthy();
  });

  it.each([
    [0, 'No resource was called.'],
    [3, '3 resources were called.'],
  ])('RES-21 Successful %i reads "%s"', async (successful, text) => {
    const { dialog, user } = await open({ resourceCallGet: async () => ({ ok: true, value: null }), callResourceCreate: async () => ({ ok: true, value: { Successful: successful } }) });
    await user.type(await within(dialog).findByRole('textbox'), 'Go');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('RES-21 a failed send says so and keeps the popup with the message', async () => {
    const { dialog, user } = await open({ resourceCallGet: async () => ({ ok: true, value: null }), callResourceCreate: async () => failure('OFFLINE') });
    await user.type(await within(dialog).findByRole('textbox'), 'Go');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The resource call failed.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Go');
  });

  it('RES-18 RES-19 the message stops at 200; an empty one does nothing while a message is required', async () => {
    const { engine, dialog, user } = await open({ resourceCallGet: async () => ({ ok: true, value: null }) });
    const box = (await within(dialog).findByRole('textbox')) as HTMLTextAreaElement;
    expect(box.maxLength).toBe(200);
    expect(within(dialog).getByText('0 of 200 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(sentOf(engine, 'callResourceCreate')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('RES-19 with CALLRESOURCE_NO_MESSAGE an empty message is sent', async () => {
    const { engine, dialog, user } = await open({ resourceCallGet: async () => ({ ok: true, value: null }), callResourceCreate: async () => ({ ok: true, value: { Successful: 1 } }) }, { CALLRESOURCE_NO_MESSAGE: 'True' });
    await within(dialog).findByRole('textbox');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentOf(engine, 'callResourceCreate')).toHaveLength(1));
  });

  it('RES-20 Escape closes the popup', async () => {
    const { dialog, user } = await open({ resourceCallGet: async () => ({ ok: true, value: null }) });
    await within(dialog).findByRole('textbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [true, 'The resource call was recalled.'],
    [false, 'The resource call could not be recalled.'],
  ])('RES-17 RES-22 recall deletes the call (ok %s): "%s"', async (ok, text) => {
    const { engine, dialog, user } = await open({
      resourceCallGet: async () => ({ ok: true, value: { Message: 'Come', CalledAt: '2026-01-01T10:00:00Z' } }),
      callResourceDelete: async () => (ok ? { ok: true, value: {} } : failure('SERVICE_UNAVAILABLE')),
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Recall' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(sentOf(engine, 'callResourceDelete')).toEqual([{ params: { alarm_id: 77, resource: '3' } }]);
    expect(screen.queryByRole('dialog') === null).toBe(ok);
  });
});
