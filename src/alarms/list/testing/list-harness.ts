import { screen, within } from '@testing-library/react';
import type { SoundName } from '../../sound/sound-patterns.ts';
import type { TonePlayer } from '../../sound/tone-player.ts';
import { MY_RESPONDENT } from '../../testing/alarm-harness.tsx';

// Shared by the alarm list panel's component tests (alarm-list-panel, -accept, -sound).

export function recordingPlayer(): TonePlayer & { played: { kind: SoundName; volume: number }[] } {
  const played: { kind: SoundName; volume: number }[] = [];
  return { played, play: (kind, volume) => played.push({ kind, volume }) };
}

export const other = { RespondentId: 77, RespondentName: 'Olle Olsson', RespondentInitials: 'OO' };
export const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };

export function tab(name: RegExp) {
  return screen.getByRole('tab', { name });
}

export async function rowNames(): Promise<string[]> {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('.alarm-row__title')?.textContent ?? '');
}
