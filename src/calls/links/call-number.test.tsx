import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { renderRouter } from '../../app/testing/render-router.tsx';
import { clearConsole, seedOperator } from '../../app/testing/seed-console.ts';
import { createTestI18n } from '../../app/testing/test-i18n.ts';
import type { SessionRow } from '../../db/rows.ts';
import { CallNumber, type CallNumberProps } from './call-number.tsx';
import { LocalSoftphoneControls } from './local-softphone-controls.tsx';

afterEach(clearConsole);

async function show(session: Partial<SessionRow>, props: CallNumberProps, settings: Record<string, string> = {}) {
  await seedOperator({ session: { deviceToken: 'dev-123', ...session }, settings: { TELEPHONE_PREFIX: '+46', ...settings } });
  const engine = fakeEngine();
  const element = (
    <div data-testid="number">
      <CallNumber {...props} />
      <LocalSoftphoneControls />
    </div>
  );
  renderRouter(createMemoryRouter([{ path: '/', element }]), engine, await createTestI18n('en-GB'));
  return { engine, user: userEvent.setup(), box: await screen.findByTestId('number') };
}

const registered = (engine: ReturnType<typeof fakeEngine>) => engine.calls.filter((call) => call.command === 'registerCall').map((call) => call.args);

describe('CallNumber', () => {
  it.each([
    { telephony: 'basicTel' as const, value: '070-123 45 67', contactId: undefined, href: 'tel:+46701234567', contact: 0 },
    { telephony: 'basicCallto' as const, value: '+46 70 555 12 12', contactId: 31, href: 'callto:+46705551212', contact: 31 },
  ])('CALL-05 $telephony: a plain link to the dial number, named for the number; clicking registers the call (callback 0, a contact by its id)', async ({ telephony, value, contactId, href, contact }) => {
    const { engine, user } = await show({ telephony }, { value, alarmId: 12, ...(contactId ? { contactId } : {}) });
    const link = await screen.findByRole('link', { name: `Call ${value}` });
    expect(link.getAttribute('href')).toBe(href);
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    const dialled = href.slice(href.indexOf(':') + 1);
    await waitFor(() => expect(registered(engine)).toEqual([{ params: { alarm_id: 12, contact_id: contact }, body: { TelephoneNumber: dialled } }]));
  });

  it('a number outside an alarm is callable and registers nothing', async () => {
    const { engine, user } = await show({ telephony: 'basicTel' }, { value: '+46701000006' });
    const link = await screen.findByRole('link', { name: 'Call +46701000006' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(registered(engine)).toEqual([]);
  });

  it('CALL-04 VALID-24 local mode: the dial link of the local softphone without plus signs, and hang up, hold and show phone with the token', async () => {
    await show({ telephony: 'local' }, { value: '+46 70 123 45 67', alarmId: 12 });
    expect((await screen.findByRole('link', { name: 'Call +46 70 123 45 67' })).getAttribute('href')).toBe('arcphone:dial?number=46701234567&token=dev-123');
    const controls = screen.getByRole('navigation', { name: 'Local softphone' });
    expect(within(controls).getByRole('link', { name: 'Hang up' }).getAttribute('href')).toBe('arcphone:hangup?token=dev-123');
    expect(within(controls).getByRole('link', { name: 'Hold' }).getAttribute('href')).toBe('arcphone:hold?token=dev-123');
    expect(within(controls).getByRole('link', { name: 'Show phone' }).getAttribute('href')).toBe('arcphone:showphone?token=dev-123');
  });

  it('CALL-04 the local softphone controls show only in local mode', async () => {
    await show({ telephony: 'basicTel' }, { value: '+46701234567' });
    await screen.findByRole('link', { name: 'Call +46701234567' });
    expect(screen.queryByRole('navigation', { name: 'Local softphone' })).toBeNull();
  });

  it('CALL-06 external: the number as text with a copy button; the integration places the call, nothing is registered', async () => {
    const { engine, user, box } = await show({ telephony: 'external' }, { value: '070-123 45 67', alarmId: 12 });
    await user.click(await screen.findByRole('button', { name: 'Copy 070-123 45 67' }));
    // user-event puts a clipboard of its own in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe('+46701234567');
    expect(await within(box).findByRole('status')).toHaveProperty('textContent', 'Copied.');
    expect(within(box).queryByRole('link')).toBeNull();
    expect(registered(engine)).toEqual([]);
  });

  it('ROLE-06 a read-only session has telephony none: the number as text, no link or button', async () => {
    const { box } = await show({ telephony: 'basicTel', readOnly: true }, { value: '+46701234567', alarmId: 12 });
    await within(box).findByText('+46701234567');
    expect(within(box).queryByRole('link')).toBeNull();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('ROLE-06 the READONLY setting also removes the links, in local mode too', async () => {
    const { box } = await show({ telephony: 'local' }, { value: '+46701234567', alarmId: 12 }, { READONLY: 'True' });
    await within(box).findByText('+46701234567');
    expect(within(box).queryByRole('link')).toBeNull();
    expect(within(box).queryByRole('navigation')).toBeNull();
  });

  it('telephony none shows plain text; an empty number a dash', async () => {
    const { box } = await show({ telephony: 'none' }, { value: '' });
    await within(box).findByText('–');
    expect(within(box).queryByRole('link')).toBeNull();
  });

  it('VALID-23 an empty number in a calling mode shows noNumberToDial and dials nothing', async () => {
    const { engine, box } = await show({ telephony: 'basicTel' }, { value: ' - ', alarmId: 12 });
    await within(box).findByText('There is no number to dial.');
    expect(within(box).queryByRole('link')).toBeNull();
    expect(registered(engine)).toEqual([]);
  });

  it('a list passes what an absent number shows instead', async () => {
    const { box } = await show({ telephony: 'basicTel' }, { value: null, whenEmpty: '' });
    await waitFor(() => expect(box.textContent).toBe(''));
  });

  it('cloud mode: a Call button; without a softphone owner it says so and registers nothing', async () => {
    const { engine, user } = await show({ telephony: 'cloud' }, { value: '0701234567', alarmId: 12 });
    await user.click(await screen.findByRole('button', { name: 'Call 0701234567' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The softphone is not ready. Try again in a moment.');
    expect(registered(engine)).toEqual([]);
  });
});
