import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeEngine, type FakeEngine } from '../../../app/testing/fake-engine.ts';
import { ROUTES } from '../../../contract/console-routes.ts';
import type { ListedAlarm, AlarmDetails, Note, UserDetails } from '../../../contract/index.ts';
import type { NotesRow } from '../../../db/rows.ts';
import { EngineErrorCode, failure } from '../../../sync-client/failure.ts';
import { type AlarmSeed, MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms, userDb } from '../../testing/alarm-harness.tsx';
import { AlarmDetailPage } from '../alarm-detail-page.tsx';

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };
const user: UserDetails = { UserId: 500, Name: 'Greta', LastName: 'Gustafsson', ResponseCenterComment: 'Key in the key box, code 1942.' };
const note = (UID: number, NoteType: number, text: string, Created = `2026-02-0${UID}T10:00:00Z`): Note => ({ UID, Created, AdminName: 'Bo Berg', Note: text, NoteType, AlarmId: null });
const row = (noteType: number, items: Note[], patch: Partial<NotesRow> = {}): NotesRow => ({ UserId: 500, noteType, items, status: 'loaded', pages: 1, complete: true, ...patch });

async function open(options: { alarm?: Partial<ListedAlarm>; dynamic?: Partial<AlarmDetails['DynamicDetails']>; notes?: NotesRow[]; seed?: AlarmSeed; engine?: FakeEngine } = {}) {
  const alarm = makeAlarm({ AlarmId: 400, AlarmText: 'Fall detected', RespondentGroup: 1, ...mine, ...options.alarm });
  await seedAlarms({ settings: { ALLOW_MEDICAL_NOTES: '1' }, ...options.seed, users: [user], alarms: [alarm], details: [makeDetails(alarm, { ...mine, ...options.dynamic })] });
  await userDb().notes.bulkPut(options.notes ?? []);
  const view = await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: `/dashboard/template/default/400`, engine: options.engine });
  await screen.findByRole('heading', { name: 'Fall detected' });
  return view;
}

const section = (name: string) => screen.findByRole('group', { name });

describe('notes widget', () => {
  it('NOTE-01 NOTE-14 notes show in general, medical and technical sections with Created, AdminName and Note', async () => {
    await open({ notes: [row(0, [note(1, 0, 'Visited by home care')]), row(1, [note(2, 1, 'Allergic to penicillin')]), row(2, [note(3, 2, 'Battery replaced')])] });
    const general = await section('General notes');
    await within(general).findByText('Visited by home care');
    expect(within(general).getByText('Bo Berg')).toBeTruthy();
    expect(within(general).getByText(/2026-02-01/)).toBeTruthy();
    await within(await section('Medical notes')).findByText('Allergic to penicillin');
    await within(await section('Technical notes')).findByText('Battery replaced');
  });

  it('NOTE-02 the medical section is not shown for a respondent group ALLOW_MEDICAL_NOTES does not list', async () => {
    await open({ alarm: { RespondentGroup: 3 }, notes: [row(0, []), row(1, [note(2, 1, 'Allergic to penicillin')]), row(2, [])] });
    await section('General notes');
    await section('Technical notes');
    expect(screen.queryByRole('group', { name: 'Medical notes' })).toBeNull();
    expect(screen.queryByText('Allergic to penicillin')).toBeNull();
  });

  it('NOTE-03 NOTE-04 a section reads loading until fetched, and an error with "error occurred during fetching notes" and a retry', async () => {
    const view = await open({ notes: [row(2, [], { status: 'error' })] });
    expect(within(await section('General notes')).getByRole('status').textContent).toBe('Loading notes…');
    const technical = await section('Technical notes');
    expect((await within(technical).findByRole('alert')).textContent).toContain('error occurred during fetching notes');
    await userEvent.click(within(technical).getByRole('button', { name: 'Try again' }));
    expect(view.engine.calls.at(-1)).toEqual({ command: 'loadNotes', args: { userId: 500, noteType: 2, alarmId: 400, page: 1 } });
  });

  it('NOTE-05 NOTE-06 NOTE-07 5 a page in a box of at most 200 px; Show more fetches the next page of that type', async () => {
    const five = [1, 2, 3, 4, 5].map((uid) => note(uid, 1, `medical ${uid}`));
    const view = await open({ notes: [row(0, []), row(1, five, { complete: false }), row(2, [])] });
    const medical = await section('Medical notes');
    const box = within(medical).getByRole('region', { name: 'Medical notes: list' });
    expect(box.style.maxHeight).toBe('200px');
    expect(await within(box).findAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(medical).getByRole('button', { name: 'Show more notes' }));
    expect(view.engine.calls.at(-1)).toEqual({ command: 'loadNotes', args: { userId: 500, noteType: 1, alarmId: 400, page: 2 } });
    expect(within(await section('General notes')).queryByRole('button', { name: 'Show more notes' })).toBeNull();
  });

  it('NOTE-08 NOTE-09 NOTE-10 the add dialog counts up to 800 characters, Save waits for text, Escape cancels', async () => {
    await open({ notes: [row(0, []), row(1, []), row(2, [])] });
    await userEvent.click(within(await section('General notes')).getByRole('button', { name: 'Add note to General notes' }));
    const dialog = screen.getByRole('dialog', { name: 'New note: General notes' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(field.getAttribute('maxlength')).toBe('800');
    await userEvent.type(field, '   ');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'x'.repeat(900) } });
    expect((field as HTMLTextAreaElement).value).toHaveLength(800);
    expect(within(dialog).getByText('800 of 800 characters')).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('NOTE-10 NOTE-11 NOTE-12 Save is disabled while saving, posts the note, closes, and the list scrolls to the top where the new note arrives', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const engine = fakeEngine({ addUserNote: () => new Promise((resolve) => (answer = resolve as (value: unknown) => void)) });
    await open({ engine, notes: [row(0, [1, 2, 3, 4, 5].map((uid) => note(uid, 0, `general ${uid}`))), row(1, []), row(2, [])] });
    const general = await section('General notes');
    const box = within(general).getByRole('region', { name: 'General notes: list' });
    box.scrollTop = 120;
    await userEvent.click(within(general).getByRole('button', { name: 'Add note to General notes' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), '  Daughter on her way  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(engine.calls.at(-1)).toEqual({ command: 'addUserNote', args: { params: { user_id: 500 }, body: { NoteType: 0, AlarmId: 400, Note: 'Daughter on her way' } } });
    await act(async () => answer({ ok: true, value: note(9, 0, 'Daughter on her way', '2026-03-01T10:00:00Z') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box.scrollTop).toBe(0);
    // The engine fetches page 1 again and stores it: the new note is on top.
    await act(async () => userDb().notes.put(row(0, [note(9, 0, 'Daughter on her way', '2026-03-01T10:00:00Z'), ...[1, 2, 3, 4, 5].map((uid) => note(uid, 0, `general ${uid}`))])));
    await waitFor(() => expect(within(box).getAllByRole('listitem')[0]?.textContent).toContain('Daughter on her way'));
  });

  it('NOTE-13 a note that was not added shows the failure dialog; closing it returns to the note, text kept', async () => {
    const engine = fakeEngine({
      addUserNote: async () => {
        // The server refused it: the outbox keeps it as failed; the dialog, holding the text, drops that copy.
        await userDb().outbox.put({ key: 'k-refused', endpoint: 'addUserNote', params: { user_id: 500 }, body: { NoteType: 2, AlarmId: 400, Note: 'Base station moved' }, alarmId: 400, state: 'failed', createdAt: 1, attempts: 1, error: failure('VALIDATION_FAILED') });
        return failure('VALIDATION_FAILED', 'NOTE_TOO_LONG');
      },
    });
    await open({ engine, notes: [row(0, []), row(1, []), row(2, [])] });
    await userEvent.click(within(await section('Technical notes')).getByRole('button', { name: 'Add note to Technical notes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Base station moved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const failed = await screen.findByRole('alertdialog', { name: 'error occurred during adding new note' });
    expect(within(failed).getByText('Your note was not added')).toBeTruthy();
    await userEvent.click(within(failed).getByRole('button', { name: 'OK' }));
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('Base station moved');
    expect(engine.calls.at(-1)).toEqual({ command: 'discardWrite', args: { key: 'k-refused' } });
  });

  it('a note saved offline closes the dialog and waits on top of its section until it is sent', async () => {
    const engine = fakeEngine({
      addUserNote: async () => {
        await userDb().outbox.put({ key: 'k1', endpoint: 'addUserNote', params: { user_id: 500 }, body: { NoteType: 0, AlarmId: 400, Note: 'Typed offline' }, alarmId: 400, state: 'pending', createdAt: 1, attempts: 0, error: null });
        return failure(EngineErrorCode.QUEUED, 'WRITE_QUEUED');
      },
    });
    await open({ engine, notes: [row(0, [note(1, 0, 'older')]), row(1, []), row(2, [])] });
    const general = await section('General notes');
    await userEvent.click(within(general).getByRole('button', { name: 'Add note to General notes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Typed offline');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const first = (await within(general).findAllByRole('listitem'))[0];
    expect(first?.textContent).toContain('Waiting to be sent');
    expect(first?.textContent).toContain('Typed offline');
  });

  it('a note the engine took but did not answer for in time (TIMEOUT) closes the dialog: it waits to be sent, Save is not offered twice', async () => {
    const engine = fakeEngine({
      addUserNote: async () => {
        await userDb().outbox.put({ key: 'k2', endpoint: 'addUserNote', params: { user_id: 500 }, body: { NoteType: 0, AlarmId: 400, Note: 'Daughter called' }, alarmId: 400, state: 'sending', createdAt: 1, attempts: 1, error: null });
        return failure(EngineErrorCode.TIMEOUT, 'INTERNET_CONNECTION_ABORT');
      },
    });
    await open({ engine, notes: [row(0, []), row(1, []), row(2, [])] });
    const general = await section('General notes');
    await userEvent.click(within(general).getByRole('button', { name: 'Add note to General notes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Daughter called');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await within(general).findAllByRole('listitem'))[0]?.textContent).toContain('Daughter called');
  });

  it('a note the engine did not answer for and does not hold gets the failure dialog, text kept', async () => {
    const engine = fakeEngine({ addUserNote: async () => failure(EngineErrorCode.TIMEOUT, 'INTERNET_CONNECTION_ABORT') });
    await open({ engine, notes: [row(0, []), row(1, []), row(2, [])] });
    await userEvent.click(within(await section('General notes')).getByRole('button', { name: 'Add note to General notes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Never stored');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'error occurred during adding new note' })).getByRole('button', { name: 'OK' }));
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('Never stored');
  });

  it('a read-only session has no add button', async () => {
    await open({ seed: { session: { readOnly: true } }, notes: [row(0, []), row(1, []), row(2, [])] });
    expect(within(await section('General notes')).queryByRole('button', { name: /Add note/ })).toBeNull();
  });
});

describe('response-centre comment', () => {
  it('NOTE-15 NOTE-17 the comment is read-only until clicked; saving sends it and returns to the read-only view', async () => {
    const view = await open();
    const widget = await screen.findByRole('region', { name: 'Response centre comment' });
    await userEvent.click(await within(widget).findByRole('button', { name: 'Edit the comment: Key in the key box, code 1942.' }));
    const field = within(widget).getByRole('textbox', { name: 'Comment' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Key with the neighbour');
    await userEvent.click(within(widget).getByRole('button', { name: 'Save comment' }));
    expect(view.engine.calls.at(-1)).toEqual({ command: 'responseCenterComment', args: { params: { user_id: 500 }, query: { alarmid: 400 }, body: { comment: 'Key with the neighbour' } } });
    await waitFor(() => expect(within(widget).queryByRole('textbox')).toBeNull());
    // The engine reloads the user's details after the save (NOTE-17): the stored comment is shown.
    await act(async () => userDb().userDetails.put({ ...user, ResponseCenterComment: 'Key with the neighbour' }));
    await within(widget).findByRole('button', { name: 'Edit the comment: Key with the neighbour' });
  });

  it('a comment saved offline shows at once, waiting to be sent', async () => {
    const engine = fakeEngine({
      responseCenterComment: async () => {
        await userDb().outbox.put({ key: 'k-c', endpoint: 'responseCenterComment', params: { user_id: 500 }, query: { alarmid: 400 }, body: { comment: 'Typed offline' }, alarmId: 400, state: 'pending', createdAt: 1, attempts: 0, error: null });
        return failure(EngineErrorCode.QUEUED, 'WRITE_QUEUED');
      },
    });
    await open({ engine });
    const widget = await screen.findByRole('region', { name: 'Response centre comment' });
    await userEvent.click(await within(widget).findByRole('button', { name: /^Edit the comment/ }));
    const field = within(widget).getByRole('textbox', { name: 'Comment' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Typed offline');
    await userEvent.click(within(widget).getByRole('button', { name: 'Save comment' }));
    await within(widget).findByRole('button', { name: 'Edit the comment: Typed offline' });
    expect(within(widget).getByText('Saved here; it will be sent when the connection is back.')).toBeTruthy();
  });

  it('NOTE-16 the comment cannot be edited when read-only or when another operator has the alarm', async () => {
    await open({ seed: { session: { readOnly: true } } });
    const widget = await screen.findByRole('region', { name: 'Response centre comment' });
    expect(await within(widget).findByText('Key in the key box, code 1942.')).toBeTruthy();
    expect(within(widget).queryByRole('button', { name: /Edit the comment/ })).toBeNull();
  });

  it('NOTE-16 an alarm another operator handles must be taken over before its comment is edited', async () => {
    const other = { RespondentId: 99, RespondentName: 'Bo Berg', RespondentOwn: false };
    await open({ alarm: other, dynamic: other });
    const widget = await screen.findByRole('region', { name: 'Response centre comment' });
    await within(widget).findByText('Key in the key box, code 1942.');
    expect(within(widget).queryByRole('button', { name: /Edit the comment/ })).toBeNull();
  });
});
