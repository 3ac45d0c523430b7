import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteType } from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/limits.ts';
import type { ArcDatabase } from '../../../db/database.ts';
import { useUserDatabase } from '../../../db/hooks.ts';
import type { OutboxRow } from '../../../db/rows.ts';
import { EngineErrorCode } from '../../../sync-client/failure.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { CharCount } from '../../../ui/char-count.tsx';
import { Modal } from '../../../ui/modal.tsx';

export interface AddNoteTarget {
  userId: number;
  alarmId: number;
  noteType: NoteType;
  /** The section's name, in the dialog's title. */
  section: string;
}

/**
 * The new-note dialog (NOTE-08..13): at most 800 characters with a counter, Save disabled while empty or saving,
 * Escape cancels. The note goes through the outbox: saved, or stored to be sent later (offline), the dialog closes
 * and the caller scrolls its list to the top, where the note shows (waiting to be sent until it is). Only a note
 * that was not taken (refused, or not even stored) gets the failure dialog; an engine that did not answer in time
 * took it when the outbox or the stored notes hold it (Save again would add it twice); closing it returns to this dialog with
 * the text still in it, so nothing typed is lost. The refused write the outbox kept is dropped then: the text lives
 * in this dialog, and one place to try again (Save) sends it once, not twice.
 */
const isThisNote = (row: OutboxRow, userId: number, note: string) =>
  row.endpoint === 'addUserNote' && Number(row.params.user_id) === userId && (row.body as { Note?: string } | undefined)?.Note === note;

/** The note waits in the outbox to be sent, or is among the user's stored notes (delivered). */
async function noteTaken(db: ArcDatabase | null | undefined, userId: number, body: { NoteType: NoteType; Note: string }): Promise<boolean> {
  if (!db) return false;
  const waiting = await db.outbox.filter((row) => row.state !== 'failed' && isThisNote(row, userId, body.Note)).count();
  const stored = await db.notes.get([userId, body.NoteType]);
  return waiting > 0 || (stored?.items.some((note) => note.Note === body.Note) ?? false);
}

export function AddNoteDialog({ target, onClose, onSaved }: { target: AddNoteTarget; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const db = useUserDatabase();
  const id = useId();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const canSave = text.trim().length > 0 && !saving;

  const save = async () => {
    if (!canSave) return;
    setSaving(true);
    const body = { NoteType: target.noteType, AlarmId: target.alarmId, Note: text.trim() };
    const result = await send('addUserNote', { params: { user_id: target.userId }, body });
    // No answer in time says nothing about the note: the engine may have stored or even delivered it.
    const taken = result.ok || (result.code === EngineErrorCode.TIMEOUT && (await noteTaken(db, target.userId, body)));
    setSaving(false);
    if (taken) {
      onSaved();
      return;
    }
    setFailed(true);
    const refused = (await db?.outbox.toArray())?.filter((row) => row.state === 'failed' && isThisNote(row, target.userId, body.Note));
    for (const row of refused ?? []) await send('discardWrite', { key: row.key });
  };

  if (failed) {
    return (
      <Modal
        open
        role="alertdialog"
        title={t('common:messages.NOTE_ADD_ERROR')}
        onClose={() => setFailed(false)}
        actions={
          <Button variant="primary" onClick={() => setFailed(false)}>
            {t('notes.ok')}
          </Button>
        }
      >
        <p>{t('common:messages.NOTE_NOT_ADDED')}</p>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('notes.addTitle', { section: target.section })}
      className="add-note-dialog"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('notes.cancel')}</Button>
          <Button variant="primary" disabled={!canSave} pending={saving} onClick={() => void save()}>
            {t('notes.save')}
          </Button>
        </>
      }
    >
      <label htmlFor={`${id}-note`}>{t('notes.noteLabel')}</label>
      <textarea
        id={`${id}-note`}
        rows={6}
        maxLength={LIMITS.note}
        aria-describedby={`${id}-count`}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, LIMITS.note))}
      />
      <CharCount id={`${id}-count`} length={text.length} limit={LIMITS.note} />
    </Modal>
  );
}
