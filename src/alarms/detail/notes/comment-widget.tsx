import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../contract/limits.ts';
import { messageText } from '../../../i18n/message-text.ts';
import { useOutbox } from '../../../db/hooks.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import './notes.css';

/** The comment of this user still waiting in the outbox (the newest), if any. */
function useWaitingComment(userId: number): string | null {
  const rows = (useOutbox() ?? []).filter((row) => row.endpoint === 'responseCenterComment' && Number(row.params.user_id) === userId);
  const body = rows.at(-1)?.body as { comment?: unknown } | undefined;
  return typeof body?.comment === 'string' ? body.comment : null;
}

/**
 * The response centre's comment on the user (internal message, NOTE-15..17): read-only until clicked, and only
 * then when the alarm may be updated and the session is not read-only. Saving goes through the outbox, returns to
 * the read-only view and reloads the user; a comment saved offline shows as waiting to be sent until it is.
 */
export function CommentWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const id = useId();
  const userId = model.alarm.UserId ?? 0;
  const waiting = useWaitingComment(userId);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!userId) return null;
  const saved = waiting ?? model.user?.ResponseCenterComment ?? '';
  // Update allowed: the alarm is this operator's or nobody's yet (one owned by another must be taken over first).
  const editable = !model.readOnly && !model.canTakeOver;

  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    const result = await send('responseCenterComment', { params: { user_id: userId }, query: { alarmid: model.alarm.AlarmId }, body: { comment: draft } });
    setSaving(false);
    if (result.ok) {
      setDraft(null);
      setError(null);
    } else setError(messageText(t, result));
  };

  return (
    <WidgetFrame id="comment" title={t('notes.comment.title')} mode={mode} hasContent={saved !== ''}>
      {draft === null ? (
        editable ? (
          // A visible Edit button shows the comment can be changed; text styled as a button did not (qa-handling P3-22).
          <div className="comment__editable">
            <p className="comment__view" dir="auto">
              {saved || t('notes.comment.empty')}
            </p>
            <Button aria-label={t('notes.comment.edit', { text: saved || t('notes.comment.empty') })} onClick={() => setDraft(saved)}>
              <span aria-hidden="true">✎ </span>
              {t('notes.comment.editButton')}
            </Button>
          </div>
        ) : (
          <p className="comment__view" dir="auto">
            {saved || t('notes.comment.empty')}
          </p>
        )
      ) : (
        <div className="comment__edit">
          <label htmlFor={`${id}-comment`}>{t('notes.comment.label')}</label>
          <textarea
            id={`${id}-comment`}
            rows={4}
            maxLength={LIMITS.freeText}
            value={draft}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setDraft(null);
            }}
          />
          <div className="comment__actions">
            <Button onClick={() => setDraft(null)}>{t('notes.comment.cancel')}</Button>
            <Button variant="primary" pending={saving} onClick={() => void save()}>
              {t('notes.comment.save')}
            </Button>
          </div>
          {error ? <p role="alert">{error}</p> : null}
        </div>
      )}
      {waiting !== null && draft === null ? <p className="comment__waiting">{t('common:messages.WRITE_QUEUED')}</p> : null}
    </WidgetFrame>
  );
}
