import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteType } from '../../../contract/index.ts';
import { NOTES_BOX_MAX_HEIGHT_PX } from '../../../domain/constants.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { AddNoteDialog } from './add-note-dialog.tsx';
import { useNoteRow, useWaitingNotes } from './use-notes.ts';

const SECTION_KEY = { 0: 'notes.general', 1: 'notes.medical', 2: 'notes.technical' } as const;

/**
 * One notes section (general, medical or technical; NOTE-01): its states (NOTE-03, NOTE-04), 5 notes a page with
 * "Show more" for the next (NOTE-05) in a box of at most 200 px that scrolls (NOTE-06), each note's Created,
 * AdminName and Note (NOTE-14), notes still in the outbox on top, and the add dialog (NOTE-08..13).
 */
export function NoteSection({ model, userId, noteType }: { model: DetailModel; userId: number; noteType: NoteType }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const headingId = useId();
  const row = useNoteRow(userId, noteType);
  const waiting = useWaitingNotes(userId, noteType);
  const [adding, setAdding] = useState(false);
  const [toTop, setToTop] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const section = t(SECTION_KEY[noteType]);
  const items = row?.items ?? [];
  const alarmId = model.alarm.AlarmId;

  // After a save the list scrolls to the top, where the new note arrives (NOTE-12), also when it arrives later.
  useEffect(() => {
    if (toTop && box.current) box.current.scrollTop = 0;
  }, [toTop, row?.items, waiting.length]);

  const load = (page: number) => void send('loadNotes', { userId, noteType, alarmId, page });
  const loading = row === undefined || row === null || (row.status === 'loading' && items.length === 0);

  return (
    <div className="note-section" role="group" aria-labelledby={headingId}>
      <div className="note-section__bar">
        <h4 id={headingId} className="note-section__title">
          {section}
        </h4>
        {model.readOnly ? null : (
          <Button onClick={() => setAdding(true)} aria-label={t('notes.addIn', { section })}>
            {t('notes.add')}
          </Button>
        )}
      </div>
      <div
        ref={box}
        className="note-section__box"
        style={{ maxHeight: NOTES_BOX_MAX_HEIGHT_PX }}
        tabIndex={0}
        role="region"
        aria-label={t('notes.listOf', { section })}
        onScroll={(event) => {
          // The operator scrolling down ends the wait for the new note; the scroll to the top itself does not.
          if (event.currentTarget.scrollTop > 0) setToTop(false);
        }}
      >
        {row?.status === 'error' ? (
          <p role="alert" className="note-section__error">
            {t('common:messages.NOTES_FETCH_ERROR')}{' '}
            <Button variant="ghost" onClick={() => load(1)}>
              {t('notes.retry')}
            </Button>
          </p>
        ) : null}
        {loading ? <p role="status">{t('notes.loading')}</p> : null}
        <ul className="note-list">
          {waiting.map((note) => (
            <li key={note.key} className="note note--waiting">
              <span className="note__meta">{t(note.state === 'failed' ? 'notes.notAdded' : 'notes.waiting')}</span>
              <p className="note__text" dir="auto">
                {note.text}
              </p>
            </li>
          ))}
          {items.map((note) => (
            <li key={String(note.UID)} className="note">
              <span className="note__meta">
                <time dateTime={note.Created ?? undefined}>{formatDateTime(note.Created, { ...model.timeFormat, timestamps: undefined })}</time>{' '}
                <span className="note__admin">{note.AdminName}</span>
              </span>
              <p className="note__text" dir="auto">
                {note.Note}
              </p>
            </li>
          ))}
        </ul>
        {!loading && row?.status !== 'error' && items.length === 0 && waiting.length === 0 ? <p className="note-section__empty">{t('notes.none')}</p> : null}
        {row?.status === 'loaded' && !row.complete ? (
          <Button variant="ghost" onClick={() => load((row.pages ?? 1) + 1)}>
            {t('notes.more')}
          </Button>
        ) : null}
      </div>
      {adding ? (
        <AddNoteDialog
          target={{ userId, alarmId, noteType, section }}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            setToTop(true);
          }}
        />
      ) : null}
    </div>
  );
}
