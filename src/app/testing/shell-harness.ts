import { screen } from '@testing-library/react';
import type { ListedAlarm } from '../../db/rows.ts';
import { clearConsole } from './seed-console.ts';
import { setViewportWidth } from './happy-dom.ts';

// Shared by the shell's component tests (shell, shell-session, shell-status).

/** The console's header (panels have their own <header>s, which the DOM test library also counts as banners). */
export async function appHeader(): Promise<HTMLElement> {
  const banners = await screen.findAllByRole('banner');
  const header = banners.find((element) => element.classList.contains('shell-header'));
  if (!header) throw new Error('no shell header');
  return header;
}

export function alarm(id: number, patch: Partial<ListedAlarm> = {}): ListedAlarm {
  return {
    AlarmId: id,
    GlobalAlarmId: `g-${id}`,
    Active: true,
    AlarmText: `Alarm ${id}`,
    UserId: 100 + id,
    RespondentId: null,
    ServerAlarmTime: new Date().toISOString(),
    LastUpdated: new Date().toISOString(),
    Template: 'default',
    Priority: 1,
    Level: 2,
    ...patch,
  } as ListedAlarm;
}

/** Before each shell test: an empty console, no stored preferences, a desktop-wide window. */
export async function resetShell(): Promise<void> {
  await clearConsole();
  sessionStorage.clear();
  localStorage.clear();
  setViewportWidth(1400);
}
