import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../i18n/message-text.ts';
import { reportSaveDueAt } from '../../../domain/incident-report.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { useReportDraft } from './use-report-draft.ts';
import './report.css';

/**
 * The incident report (WIDGET-32): the operator handling the alarm writes it; every keystroke is kept by the engine
 * in IndexedDB and the report is saved 15 s after the last interaction (or at once with Save). Reopening the alarm
 * shows the report again; others read it.
 */
export function ReportWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const id = useId();
  const alarmId = model.alarm.AlarmId;
  const state = useReportDraft(alarmId);
  const [typed, setTyped] = useState<{ alarmId: number; text: string; at: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const mayWrite = !model.readOnly && !model.canTakeOver;
  const typedRef = useRef(Promise.resolve());

  useEffect(() => {
    void send('reportOpen', { alarmId });
  }, [send, alarmId]);

  const draft = state?.draft ?? null;
  const dueAt = mayWrite ? reportSaveDueAt(draft, typed?.alarmId === alarmId ? typed.at : 0) : null;

  async function save() {
    // The last keystroke is stored before it is sent.
    await typedRef.current;
    setSaving(true);
    const result = await send('reportSave', { alarmId });
    setSaving(false);
    setError(result.ok ? null : t('report.failed', { message: messageText(t, result) }));
  }
  const saveRef = useRef(save);
  saveRef.current = save;

  // Text typed while the report's create waited in the outbox is sent once the outbox has delivered it.
  const waiting = state?.waiting ?? false;
  useEffect(() => {
    if (dueAt === null || waiting) return;
    const timer = setTimeout(() => void saveRef.current(), Math.max(0, dueAt - Date.now()));
    return () => clearTimeout(timer);
  }, [dueAt, waiting]);

  const text = typed?.alarmId === alarmId ? typed.text : (draft?.text ?? '');
  const hasContent = text !== '';
  const status = !draft
    ? null
    : waiting
      ? t('report.waiting')
      : draft.text !== draft.savedText
        ? t('report.unsaved')
        : draft.savedAt !== null && draft.reportId !== null
          ? t('report.saved', { time: formatDateTime(draft.savedAt, model.timeFormat) })
          : null;

  function type(next: string) {
    setTyped({ alarmId, text: next, at: Date.now() });
    typedRef.current = send('reportType', { alarmId, text: next }).then(() => undefined);
  }

  return (
    <WidgetFrame id="report" title={t('report.title')} mode={mode} hasContent={hasContent || mayWrite}>
      <div className="field report">
        <label htmlFor={`${id}-text`}>{t('report.label')}</label>
        <textarea
          id={`${id}-text`}
          className="free-text"
          rows={8}
          value={text}
          readOnly={!mayWrite}
          aria-describedby={`${id}-status`}
          onChange={(event) => type(event.target.value)}
        />
      </div>
      <p id={`${id}-status`} role="status" className="report__status">
        {status}
      </p>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {mayWrite ? (
        <Button variant="secondary" pending={saving} disabled={dueAt === null} onClick={() => void save()}>
          {t('report.save')}
        </Button>
      ) : null}
    </WidgetFrame>
  );
}
