import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../i18n/message-text.ts';
import { LIMITS } from '../../contract/limits.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import type { CallNoteTarget } from './call-note-target.ts';

const draftKey = (target: CallNoteTarget) => `arc.callNote.${target.callSid}`;

function readDraft(target: CallNoteTarget): string {
  try {
    return sessionStorage.getItem(draftKey(target)) ?? '';
  } catch {
    return '';
  }
}

function keepDraft(target: CallNoteTarget, text: string | null): void {
  try {
    if (text === null) sessionStorage.removeItem(draftKey(target));
    else sessionStorage.setItem(draftKey(target), text);
  } catch {
    // No session storage (private mode): the draft lives in the dialog only.
  }
}

/**
 * The call notes dialog (calls §2, §5): 600 px wide, at most 900 characters with a live count of those left, OK
 * disabled while empty or too long (CALL-42..47). The note is required, but the dialog can be put aside (Escape,
 * Later): a refused save never traps the operator (qa-handling P1-2). The note goes through the outbox, so offline it
 * waits there (never lost); the draft survives a reload. Ctrl+G saves it (DETAIL-31).
 */
export function CallNotesDialog({ target, onSaved, onLater }: { target: CallNoteTarget; onSaved(): void; onLater(): void }) {
  const { t } = useTranslation();
  const send = useSend();
  const id = useId();
  const [text, setText] = useState(() => readDraft(target));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const left = LIMITS.callNote - text.length;
  const canSave = text.trim().length > 0 && left >= 0 && !pending;
  const save = useRef<() => Promise<void>>(async () => undefined);

  save.current = async () => {
    if (!canSave) return;
    setPending(true);
    const result = await send('callNote', { params: { alarm_id: target.alarmId, sid: target.callSid }, body: { item: text.trim() } });
    setPending(false);
    if (result.ok) {
      keepDraft(target, null);
      onSaved();
    } else setError(messageText(t, result));
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.key.toLowerCase() !== 'g') return;
      event.preventDefault();
      event.stopPropagation();
      void save.current();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  return (
    <Modal
      open
      title={t('callNotes.title')}
      className="call-notes-dialog"
      onClose={onLater}
      actions={
        <>
          <Button onClick={onLater}>{t('callNotes.later')}</Button>
          <Button variant="primary" disabled={!canSave} pending={pending} onClick={() => void save.current()}>
            {t('callNotes.ok')}
          </Button>
        </>
      }
    >
      {/* Label above the full-width box and the count under it: nothing shares the box's line (qa-handling P3-1). */}
      <div className="field call-notes-dialog__field">
        <label htmlFor={`${id}-note`}>{t('callNotes.label')}</label>
        <textarea
          id={`${id}-note`}
          required
          aria-required="true"
          aria-invalid={left < 0}
          aria-describedby={`${id}-left`}
          rows={6}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            keepDraft(target, event.target.value);
          }}
        />
        <span id={`${id}-left`} className="call-notes-dialog__left">
          {t('callNotes.left', { count: Math.max(left, 0) })}
        </span>
      </div>
      {left < 0 ? <p role="alert">{t('messages.CALL_NOTE_TOO_LONG')}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
    </Modal>
  );
}
