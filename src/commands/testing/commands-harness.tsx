import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach } from 'vitest';
import type { DetailModel } from '../../alarms/detail/detail-model.ts';
import { createTestI18n } from '../../app/testing/test-i18n.ts';
import { type FakeHandlers, fakeEngine } from '../../app/testing/fake-engine.ts';
import { clearConsole, seedOperator } from '../../app/testing/seed-console.ts';
import { fakeSoftphone } from '../../calls/panel/testing.tsx';
import { SoftphoneViewContext } from '../../calls/softphone/softphone-view.tsx';
import type { Command } from '../../contract/entities/command.ts';
import { ROUTES } from '../../contract/console-routes.ts';
import { parseSettings } from '../../domain/settings.ts';
import type { ArcDatabase } from '../../db/database.ts';
import { EngineProvider } from '../../sync-client/engine-context.tsx';
import { SnackbarProvider } from '../../ui/snackbar.tsx';
import { markCommandUsed } from '../../../workers/sync/used-commands.ts';
import { CommandsWidget } from '../commands-widget.tsx';

export const cmd = (CommandId: number, TranslationKey: string, InputType = 0, extra: Partial<Command> = {}): Command => ({ CommandId, TranslationKey, InputType, CommandType: 'BUTTON', ...extra });
const VOICE = { GroupId: 10, CommandGroup: { TranslationKey: 'CMD_GROUP_VOICE', Order: 1 } };
const DEVICE = { GroupId: 11, CommandGroup: { TranslationKey: 'CMD_GROUP_DEVICE', Order: 2 } };
export const COMMANDS: Command[] = [
  cmd(1, 'CMD_ACKNOWLEDGE', 0, { CommandType: 'INLINEBUTTON' }),
  cmd(2, 'CMD_RESET_DEVICE', 1, DEVICE),
  cmd(3, 'CMD_TEST_SIREN', 0, DEVICE),
  cmd(4, 'CMD_OPEN_VOICE', 0, VOICE),
  cmd(5, 'CMD_END_CALL', 1, VOICE),
  cmd(6, 'CMD_TEXT_OPTIONAL', 2),
  cmd(7, 'CMD_TEXT_REQUIRED', 3),
  cmd(8, 'CMD_CODE_REQUIRED', 5),
  cmd(9, 'CMD_PROGRAM_REQUIRED', 8, { CommandArgs: 'Day,Night' }),
  cmd(10, 'CMD_VISIT_REQUIRED', 9),
  cmd(11, 'CMD_FORWARD_WORK', 10),
  cmd(12, 'CMD_CRITICAL', 11),
  cmd(13, 'CMD_SELECT_SERVICES', 100, { CommandArgs: 'Meal,Medicine,Shower' }),
  cmd(14, 'CMD_LOCATE', 0, { CommandType: 6 }),
];

export function model(patch: { alarmId?: number; template?: string; commands?: Command[]; stateChange?: boolean; canTakeOver?: boolean } = {}): DetailModel {
  return {
    alarm: { AlarmId: patch.alarmId ?? 14, Active: true },
    dynamic: { Commands: patch.commands ?? COMMANDS },
    readOnly: false,
    canTakeOver: patch.canTakeOver ?? false,
    templateType: patch.template ?? 'default',
    settings: parseSettings([{ key: 'COMMAND_STATE_CHANGE', defaultvalue: patch.stateChange === false ? 'False' : 'True' }]),
  } as unknown as DetailModel;
}

export type Answer = Awaited<ReturnType<NonNullable<FakeHandlers['command']>>>;
export const sent = (engine: ReturnType<typeof fakeEngine>) => engine.calls.filter((c) => c.command === 'command').map((c) => (c.args as { body: unknown }).body);

/**
 * The commands section on a page with the engine, the softphone and a router. Registers the hooks of the calling
 * test file: each test starts with a seeded operator and no queued answers (`answers`, taken in order by `command`).
 */
export function commandsHarness() {
  const answers: (Answer | Promise<Answer>)[] = [];
  let db: ArcDatabase;
  beforeEach(async () => {
    answers.length = 0;
    db = await seedOperator({});
  });
  afterEach(clearConsole);
  return { answers, database: () => db, renderWidget };

async function renderWidget(first = model()) {
  const engine = fakeEngine({
    command: async () => (await answers.shift()) ?? { ok: true, value: { Success: true } },
    markCommandUsed: async ({ alarmId, commandId }) => {
      await markCommandUsed(db, alarmId, commandId, 1);
      return { ok: true, value: undefined };
    },
  });
  const softphone = fakeSoftphone();
  const i18n = await createTestI18n();
  let current = first;
  const ui = () => (
    <SoftphoneViewContext.Provider value={softphone}>
      <CommandsWidget model={current} mode="OPENED" />
    </SoftphoneViewContext.Provider>
  );
  const router = createMemoryRouter([{ path: '/', element: ui() }, { path: ROUTES.dashboard, element: <p>Dashboard page</p> }], { initialEntries: ['/'] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <EngineProvider client={engine}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </EngineProvider>
    </I18nextProvider>,
  );
  const section = await screen.findByRole('list', { name: 'Alarm commands' });
  const rerender = (next: DetailModel) => {
    current = next;
    router.routes[0]!.element = ui();
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <EngineProvider client={engine}>
          <SnackbarProvider>
            <RouterProvider router={createMemoryRouter([{ path: '/', element: ui() }], { initialEntries: ['/'] })} />
          </SnackbarProvider>
        </EngineProvider>
      </I18nextProvider>,
    );
  };
  return { engine, softphone, router, section, rerender };
}
}

export const dialog = () => screen.getByRole('dialog');
export const ok = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' });
