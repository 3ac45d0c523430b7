import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAlarmView, seedAlarms } from '../../alarms/testing/alarm-harness.tsx';
import { ShortcutHelp } from './shortcut-help.tsx';
import { SHORTCUTS } from './shortcuts.ts';

describe('ShortcutHelp', () => {
  it('? opens a list of every shortcut in the operator\'s language; Escape closes it', async () => {
    await seedAlarms();
    await renderAlarmView(
      <>
        <input aria-label="Note" />
        <ShortcutHelp />
      </>,
      { language: 'sv-SE' },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), '?');
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByRole('button', { name: 'Kortkommandon (?)' }).focus();
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Kortkommandon' });
    expect(within(dialog).getByText('Ta det översta larmet')).toBeTruthy();
    expect(within(dialog).getByText('Avsluta larmet')).toBeTruthy();
    expect(within(dialog).getAllByRole('definition')).toHaveLength(SHORTCUTS.flatMap((group) => group.shortcuts).length);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
