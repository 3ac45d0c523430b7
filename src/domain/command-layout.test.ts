import { describe, expect, it } from 'vitest';
import type { Command } from '../contract/entities/command.ts';
import { commandEntries, commandLayout, isSectionCommand, UNGROUPED } from './command-layout.ts';

const cmd = (id: number, extra: Partial<Command> = {}): Command => ({ CommandId: id, CommandType: 'BUTTON', TranslationKey: `K${id}`, ...extra });

describe('command layout', () => {
  it('shows only BUTTON and INLINEBUTTON commands', () => {
    expect([cmd(1), cmd(2, { CommandType: 'INLINEBUTTON' }), cmd(3, { CommandType: 6 }), cmd(4, { CommandType: 'PTT_TALK' })].map(isSectionCommand)).toEqual([true, true, false, false]);
  });

  it('groups commands sharing a GroupId into dropdowns ordered by CommandGroup.Order', () => {
    const entries = commandEntries(
      [
        cmd(1),
        cmd(2, { GroupId: 7, CommandGroup: { TranslationKey: 'G_LATE', Order: 2 } }),
        cmd(3, { GroupId: 7 }),
        cmd(4, { GroupId: 5, CommandGroup: { TranslationKey: 'G_EARLY', Order: 1 } }),
        cmd(5, { GroupId: 5 }),
        cmd(6, { GroupId: 9 }),
        cmd(7, { CommandType: 'INLINEBUTTON' }),
      ],
      'default',
    );
    expect(entries.map((e) => (e.kind === 'button' ? e.command.CommandId : e.labelKey))).toEqual([7, 1, 6, 'G_EARLY', 'G_LATE']);
  });

  it('chooses a layout per template; doronorway puts every command in dropdowns', () => {
    expect(['goteborg', 'goteborg_v2', 'kristiansund', 'doronorway', 'default', undefined].map(commandLayout)).toEqual(['row', 'row', 'grid', 'dropdown', 'default', 'default']);
    const entries = commandEntries([cmd(1), cmd(2, { GroupId: 3 })], 'dropdown');
    expect(entries.map((e) => (e.kind === 'group' ? e.groupId : 'button'))).toEqual([UNGROUPED, '3']);
  });
});
