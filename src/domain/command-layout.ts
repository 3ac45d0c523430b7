import type { Command } from '../contract/entities/command.ts';

/** Command types shown in the commands section (CMD-01); product commands (6, 7) belong to device maintenance. */
const SECTION_TYPES = new Set(['BUTTON', 'INLINEBUTTON']);

export function isSectionCommand(command: Pick<Command, 'CommandType'>): boolean {
  return typeof command.CommandType === 'string' && SECTION_TYPES.has(command.CommandType.toUpperCase());
}

/** The key a command is known by: alarm commands carry CommandId, others only Id. */
export function commandKey(command: Pick<Command, 'CommandId' | 'Id'>): number | undefined {
  return command.CommandId ?? command.Id ?? undefined;
}

export type CommandEntry =
  | { kind: 'button'; command: Command; inline: boolean }
  | { kind: 'group'; groupId: string; labelKey: string; order: number; commands: Command[] };

/**
 * Layout variants of the section per template (CMD-03):
 * - `row`: goteborg and goteborg_v2 keep every command on one wrapping row of compact buttons, as those templates
 *   put the section beside the alarm text;
 * - `grid`: kristiansund shows full-width buttons in a two-column grid (touch screens at that centre);
 * - `dropdown`: doronorway shows only dropdowns; ungrouped commands go into one "Commands" dropdown;
 * - `default`: INLINEBUTTON commands on a row above BUTTON commands, grouped ones as dropdowns.
 */
export type CommandLayout = 'default' | 'row' | 'grid' | 'dropdown';

export function commandLayout(templateType: string | null | undefined): CommandLayout {
  switch ((templateType ?? '').toLowerCase()) {
    case 'goteborg':
    case 'goteborg_v2':
      return 'row';
    case 'kristiansund':
      return 'grid';
    case 'doronorway':
      return 'dropdown';
    default:
      return 'default';
  }
}

/** The group id used for the doronorway dropdown that collects ungrouped commands. */
export const UNGROUPED = 'ungrouped';

/**
 * The section's entries (CMD-01, CMD-02): BUTTON and INLINEBUTTON commands; those sharing a GroupId form one
 * dropdown, labelled by its CommandGroup TranslationKey, placed by CommandGroup.Order (groups after the single
 * buttons, in their order). A GroupId used by one command only stays a button, unless the layout is dropdown-only.
 */
export function commandEntries(commands: readonly Command[], layout: CommandLayout): CommandEntry[] {
  const shown = commands.filter(isSectionCommand);
  const byGroup = new Map<string, Command[]>();
  for (const command of shown) {
    const group = command.GroupId == null || command.GroupId === 0 || command.GroupId === '' ? '' : String(command.GroupId);
    if (group) byGroup.set(group, [...(byGroup.get(group) ?? []), command]);
  }
  const grouped = new Set([...byGroup.values()].filter((members) => members.length > 1 || layout === 'dropdown').flat());
  const singles = shown.filter((command) => !grouped.has(command));
  const groups: CommandEntry[] = [...byGroup.entries()]
    .filter(([, members]) => members.some((member) => grouped.has(member)))
    .map(([groupId, members]) => ({
      kind: 'group' as const,
      groupId,
      labelKey: members.find((member) => member.CommandGroup?.TranslationKey)?.CommandGroup?.TranslationKey ?? '',
      order: members.find((member) => member.CommandGroup?.Order != null)?.CommandGroup?.Order ?? Number.MAX_SAFE_INTEGER,
      commands: members,
    }))
    .sort((a, b) => a.order - b.order);
  if (layout === 'dropdown') {
    return singles.length ? [{ kind: 'group', groupId: UNGROUPED, labelKey: '', order: -1, commands: singles }, ...groups] : groups;
  }
  const buttons = singles.map((command) => ({ kind: 'button' as const, command, inline: String(command.CommandType).toUpperCase() === 'INLINEBUTTON' }));
  // The default layout puts inline buttons first; the others keep the server's order.
  const ordered = layout === 'default' ? [...buttons.filter((b) => b.inline), ...buttons.filter((b) => !b.inline)] : buttons;
  return [...ordered, ...groups];
}
