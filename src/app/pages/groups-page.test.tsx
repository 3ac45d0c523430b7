import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../db/database.ts';
import { fakeEngine } from '../testing/fake-engine.ts';
import { renderConsole } from '../testing/render-console.tsx';
import { clearConsole, seedConsole, TEST_USER } from '../testing/seed-console.ts';
import { setViewportWidth } from '../testing/happy-dom.ts';

beforeEach(async () => {
  await clearConsole();
  setViewportWidth(1400);
  await seedConsole({
    groups: [
      { RespondentGroupId: 1, Description: 'Night shift', Forced: true, Selected: true },
      { RespondentGroupId: 2, Description: 'North region', Selected: true },
      { RespondentGroupId: 3, Description: 'South region', Selected: false },
    ],
  });
});
afterEach(clearConsole);

describe('groups page', () => {
  it('GROUP-01 GROUP-02 GROUP-03 GROUP-04 GROUP-05 lists groups from Selected, keeps forced ones and joins the choice', async () => {
    const user = userEvent.setup();
    const { engine, location } = await renderConsole('/dashboard/groups');
    const form = await screen.findByRole('group', { name: 'Choose the groups whose alarms you receive.' });
    const night = within(form).getByRole('checkbox', { name: 'Night shift' }) as HTMLInputElement;
    const north = within(form).getByRole('checkbox', { name: 'North region' }) as HTMLInputElement;
    const south = within(form).getByRole('checkbox', { name: 'South region' }) as HTMLInputElement;
    expect([night.checked, north.checked, south.checked]).toEqual([true, true, false]);
    expect(night.disabled).toBe(true);
    await user.click(north);
    await user.click(south);
    await user.click(screen.getByRole('button', { name: 'Join selected groups' }));
    await waitFor(() => expect(engine.calls.find((call) => call.command === 'setRespondentGroups')?.args).toEqual({ body: { groups_ids: [1, 3] } }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('GROUP-02 groups that arrive after the page showed none come checked as the server has them', async () => {
    const user = userEvent.setup();
    const groups = openUserDatabase(TEST_USER).groups;
    const selection = await groups.toArray();
    await groups.clear();
    const { engine } = await renderConsole('/dashboard/groups');
    await screen.findByText('No respondent groups are available.');
    await groups.bulkPut(selection);
    const north = (await screen.findByRole('checkbox', { name: 'North region' })) as HTMLInputElement;
    expect(north.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Join selected groups' }));
    await waitFor(() => expect(engine.calls.find((call) => call.command === 'setRespondentGroups')?.args).toEqual({ body: { groups_ids: [1, 2] } }));
  });

  it('GROUP-05 a join answered after the operator went to another page leaves them there', async () => {
    const user = userEvent.setup();
    let answer: (value: { ok: true; value: undefined }) => void = () => undefined;
    const engine = fakeEngine({ setRespondentGroups: () => new Promise((resolve) => (answer = resolve)) });
    const { location } = await renderConsole('/dashboard/groups', engine);
    await user.click(await screen.findByRole('button', { name: 'Join selected groups' }));
    await user.click(screen.getByRole('button', { name: /Menu/ }));
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(location()).toBe('/dashboard/settings'));
    answer({ ok: true, value: undefined });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe('/dashboard/settings');
  });

  it('leaving a group that holds my ongoing alarms warns and names them first', async () => {
    const user = userEvent.setup();
    await openUserDatabase(TEST_USER).alarms.bulkPut([
      { AlarmId: 41, GlobalAlarmId: 'g41', Active: true, ServerAlarmTime: '2026-01-01T10:00:00Z', RespondentId: 11, RespondentGroup: 2, AlarmText: 'Fall detected', Name: 'Erik Johansson' },
      { AlarmId: 42, GlobalAlarmId: 'g42', Active: true, ServerAlarmTime: '2026-01-01T10:00:00Z', RespondentId: 99, RespondentGroup: 2, AlarmText: 'Smoke', Name: 'Other person' },
    ]);
    const { engine, location } = await renderConsole('/dashboard/groups');
    const form = await screen.findByRole('group', { name: 'Choose the groups whose alarms you receive.' });
    await user.click(within(form).getByRole('checkbox', { name: 'North region' }));
    await user.click(screen.getByRole('button', { name: 'Join selected groups' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Leave groups with your alarms?' });
    expect(warning.textContent).toContain('Fall detected (Erik Johansson)');
    expect(warning.textContent).not.toContain('Smoke');
    expect(engine.calls.some((call) => call.command === 'setRespondentGroups')).toBe(false);

    await user.click(within(warning).getByRole('button', { name: 'Keep my groups' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(engine.calls.some((call) => call.command === 'setRespondentGroups')).toBe(false);
    // qa-supervisor P3-6: the box shows the membership again, which did not change.
    expect((within(form).getByRole('checkbox', { name: 'North region' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(form).getByRole('checkbox', { name: 'North region' }));
    await user.click(screen.getByRole('button', { name: 'Join selected groups' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave anyway' }));
    await waitFor(() => expect(engine.calls.find((call) => call.command === 'setRespondentGroups')?.args).toEqual({ body: { groups_ids: [1] } }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});
