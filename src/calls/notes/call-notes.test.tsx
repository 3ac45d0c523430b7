import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { clearConsole, seedOperator } from '../../app/testing/seed-console.ts';
import { openUserDatabase } from '../../db/database.ts';
import { QUEUED } from '../../sync-client/failure.ts';
import { CALL_NOTE_ASIDE_KEY, CALL_NOTE_DONE_KEY } from './call-note-target.ts';
import { IDLE_SOFTPHONE, fakeSoftphone, renderWithEngine, seedCalls } from '../panel/testing.tsx';
import { SoftphoneViewContext } from '../softphone/softphone-view.tsx';
import { CallNotes, CallNotesFor } from './call-notes.tsx';

afterEach(async () => {
  sessionStorage.clear();
  await clearConsole();
});

const ended = { callSid: 'CA-1', alarmId: '7', endedAt: 1 };

async function openDialog(engine = fakeEngine()) {
  await seedCalls([]);
  const view = await renderWithEngine(<CallNotesFor lastEnded={ended} />, engine);
  const dialog = await screen.findByRole('dialog', { name: 'Call notes' });
  const note = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Note on the call' });
  const ok = screen.getByRole<HTMLButtonElement>('button', { name: 'OK' });
  return { view, dialog, note, ok, engine };
}

describe('call notes dialog', () => {
  it.each([
    ['True', true],
    ['False', false],
  ])('CONST-09 MAKE_CALL_NOTES %s: the dialog after an established call is asked for only when the setting is true', async (value, shown) => {
    await seedOperator({ session: { telephony: 'cloud' }, settings: { MAKE_CALL_NOTES: value } });
    const softphone = fakeSoftphone({ ...IDLE_SOFTPHONE, lastEnded: ended });
    await renderWithEngine(
      <SoftphoneViewContext.Provider value={softphone}>
        <CallNotes />
      </SoftphoneViewContext.Provider>,
      fakeEngine(),
    );
    if (shown) await screen.findByRole('dialog', { name: 'Call notes' });
    else {
      // The same wait the shown case needs, then still nothing.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(screen.queryByRole('dialog', { name: 'Call notes' })).toBeNull();
    }
  });

  it('CALL-14 CALL-42 CALL-43 CALL-46 opens 600 px wide for the ended call, required, OK disabled while empty', async () => {
    const { dialog, note, ok } = await openDialog();
    expect(dialog.classList.contains('call-notes-dialog')).toBe(true);
    expect(note.required).toBe(true);
    expect(ok.disabled).toBe(true);
    await userEvent.type(note, '   ');
    expect(ok.disabled).toBe(true);
  });

  it('qa-handling P1-2 Escape puts the note aside, listed until written, and it comes back with its draft', async () => {
    const { note } = await openDialog();
    await userEvent.type(note, 'Bengt on the floor');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Call note to write' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Note on the call' }).value).toBe('Bengt on the floor');
  });

  it('qa-handling P1-2 a refused note can be put aside with Later, and a ringing call puts the dialog aside by itself', async () => {
    const engine = fakeEngine({ callNote: async () => ({ ok: false, code: 'NOT_OWNER_ALARM' }) });
    const { note, ok, view } = await openDialog(engine);
    await userEvent.type(note, 'Ambulance requested');
    await userEvent.click(ok);
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Call note to write' }));
    expect(screen.getByRole('dialog', { name: 'Call notes' })).toBeTruthy();
    view.rerender(<CallNotesFor lastEnded={ended} ringing />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Call note to write' })).toBeTruthy();
  });

  it('qa-handling P3-7 Later without a word puts the note aside in every tab; reopened, it opens in that tab only', async () => {
    const { engine } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(engine.calls).toContainEqual({ command: 'setPref', args: { key: CALL_NOTE_ASIDE_KEY, value: 'CA-1' } });
    expect(engine.calls.some((call) => call.command === 'callNote')).toBe(false);
    // Another tab, where the note was put aside: its dialog closes when the pref arrives.
    cleanup();
    await renderWithEngine(<CallNotesFor lastEnded={ended} />, fakeEngine());
    expect(await screen.findByRole('dialog', { name: 'Call notes' })).toBeTruthy();
    await act(() => openUserDatabase('anna').prefs.put({ key: CALL_NOTE_ASIDE_KEY, value: 'CA-1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Call note to write' }));
    expect(screen.getByRole('dialog', { name: 'Call notes' })).toBeTruthy();
  });

  it('CALL-44 CALL-45 qa-handling P3-1 counts the characters left and refuses more than 900 ("You cannot enter")', async () => {
    const { note, ok } = await openDialog();
    fireEvent.change(note, { target: { value: 'x'.repeat(899) } });
    expect(screen.getByText('1 character left')).toBeTruthy();
    fireEvent.change(note, { target: { value: 'x'.repeat(901) } });
    expect(screen.getByRole('alert').textContent).toBe('You cannot enter more than 900 characters.');
    expect(ok.disabled).toBe(true);
  });

  it('CALL-47 saves the note on the alarm and the call through the outbox, then stays closed in every tab', async () => {
    const { note, ok, engine } = await openDialog();
    await userEvent.type(note, 'Spoke with Greta, all fine');
    await userEvent.click(ok);
    expect(engine.calls).toContainEqual({ command: 'callNote', args: { params: { alarm_id: 7, sid: 'CA-1' }, body: { item: 'Spoke with Greta, all fine' } } });
    expect(engine.calls).toContainEqual({ command: 'setPref', args: { key: CALL_NOTE_DONE_KEY, value: 'CA-1' } });
    await act(() => openUserDatabase('anna').prefs.put({ key: CALL_NOTE_DONE_KEY, value: 'CA-1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('DETAIL-31 Ctrl+G saves the note; offline it waits in the outbox and the dialog closes (never lost)', async () => {
    const engine = fakeEngine({ callNote: async () => QUEUED });
    const { note } = await openDialog(engine);
    await userEvent.type(note, 'Offline note');
    await userEvent.keyboard('{Control>}g{/Control}');
    await waitFor(() => expect(engine.calls.some((call) => call.command === 'setPref')).toBe(true));
    expect(engine.calls.filter((call) => call.command === 'callNote')).toHaveLength(1);
  });

  it('the typed text survives a reload of the tab until it is saved', async () => {
    const { note, view } = await openDialog();
    await userEvent.type(note, 'Half written');
    view.unmount();
    await renderWithEngine(<CallNotesFor lastEnded={ended} />, fakeEngine());
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Note on the call' })).value).toBe('Half written');
  });

  it('CALL-47 a call named by its GlobalAlarmId saves the note on the stored alarm', async () => {
    await seedCalls([]);
    await openUserDatabase('anna').alarms.put({ AlarmId: 42, GlobalAlarmId: 'G-42' } as never);
    const engine = fakeEngine();
    await renderWithEngine(<CallNotesFor lastEnded={{ callSid: 'CA-9', alarmId: 'G-42', endedAt: 1 }} />, engine);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note on the call' }), 'Note');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(engine.calls).toContainEqual({ command: 'callNote', args: { params: { alarm_id: 42, sid: 'CA-9' }, body: { item: 'Note' } } });
  });

  it('a failed save keeps the dialog open with the error', async () => {
    const engine = fakeEngine({ callNote: async () => ({ ok: false, code: 'AlarmNotFound', messageKey: 'GENERIC_ERROR_MESSAGE' }) });
    const { note, ok } = await openDialog(engine);
    await userEvent.type(note, 'Note');
    await userEvent.click(ok);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Try again.');
    expect(screen.getByRole('dialog', { name: 'Call notes' })).toBeTruthy();
  });
});
