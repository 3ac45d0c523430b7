import { useId, useState, type FormEvent } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../contract/console-routes.ts';
import { LIMITS } from '../../../contract/limits.ts';
import { messageText } from '../../../i18n/message-text.ts';
import type { AlarmState } from '../../../domain/alarm-state.ts';
import { plannedEditRestriction, type PlannedEditRestriction } from '../../../domain/planned-edit.ts';
import { plannedTimeProblem } from '../../../domain/planned-time.ts';
import { toMillis } from '../../../domain/time.ts';
import type { MayWaitResult } from '../../../sync-client/failure.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime, type TimeFormat } from '../../format-time.ts';
import { cellValue } from '../../../planning/planning-rules.ts';
import { usePlannedAlarm } from '../../../planning/use-planned-alarm.ts';
import './planning-edit.css';

/** The open_type of the detail route that edits a planned alarm (PLAN-06, PLAN-09). */
export const EDIT_OPEN_TYPE = 'edit';

/** A local yyyy-MM-ddTHH:mm for a datetime-local input. */
function localInputValue(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

type Outcome = { kind: 'saved' | 'error'; text: string } | null;

interface Props {
  alarm: { AlarmId: number; PlannedTime?: string | null | undefined; RespondentName?: string | null | undefined };
  state: AlarmState;
  readOnly: boolean;
  timeFormat: TimeFormat;
}

/**
 * On the detail route with open_type edit (PLAN-09): the planned-time edit button, the product, the edit log field
 * (a note written to the alarm's log) and the way back to the planning view (PLAN-05). A product or note saved shows
 * a success notice (PLAN-13); every update's answer reloads the alarm in the engine (PLAN-13, PLAN-14). A raised or
 * taken planned alarm is its owner's to change: the others read who that is (qa-supervisor P3-14).
 */
export function PlanningEditPanel({ alarm, state, readOnly, timeFormat }: Props) {
  const { openType } = useParams();
  const planned = toMillis(alarm.PlannedTime);
  if (openType !== EDIT_OPEN_TYPE || planned === undefined || readOnly) return null;
  return <PlanningEditForms alarmId={alarm.AlarmId} planned={planned} timeFormat={timeFormat} restriction={plannedEditRestriction(alarm, state, Date.now())} />;
}

interface FormsProps {
  alarmId: number;
  planned: number;
  timeFormat: TimeFormat;
  restriction: PlannedEditRestriction | null;
}

function PlanningEditForms({ alarmId, planned, timeFormat, restriction }: FormsProps) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const navigate = useNavigate();
  const id = useId();
  const [timeDraft, setTimeDraft] = useState<string | null>(null);
  // The field starts from the product the planned alarm has now (qa-supervisor P3-5), until the operator types.
  const stored = usePlannedAlarm(alarmId);
  const [productDraft, setProductDraft] = useState<string | null>(null);
  const product = productDraft ?? (stored ? cellValue(stored, 'product') : '');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<'time' | 'product' | 'note' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const params = { alarm_id: alarmId };

  const finish = (result: MayWaitResult<unknown>, savedText: string | null, reset: () => void) => {
    setPending(null);
    if (result.ok) {
      reset();
      setOutcome(savedText === null ? null : { kind: 'saved', text: result.queued ? t('common:messages.WRITE_QUEUED') : savedText });
    } else setOutcome({ kind: 'error', text: messageText(t, result) });
  };

  const saveTime = async (event: FormEvent) => {
    event.preventDefault();
    if (timeDraft === null) return;
    const at = toMillis(timeDraft);
    const problem = plannedTimeProblem(at, Date.now());
    if (problem) {
      setOutcome({ kind: 'error', text: t(`planningEdit.time.${problem}`) });
      return;
    }
    setPending('time');
    // A time update only reloads the alarm (PLAN-14): the new time shown is the notice.
    finish(await send('planningTime', { params, body: { PlannedTime: new Date(at!).toISOString() } }), null, () => setTimeDraft(null));
  };
  const saveProduct = async (event: FormEvent) => {
    event.preventDefault();
    if (!product.trim()) return;
    setPending('product');
    // The saved product stays in the field: it is the alarm's product now.
    finish(await send('planningProduct', { params, body: { Product: product.trim() } }), t('planningEdit.product.saved'), () => undefined);
  };
  const saveNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    setPending('note');
    finish(await send('planningNote', { params, body: { Note: note.trim() } }), t('planningEdit.log.saved'), () => setNote(''));
  };

  return (
    <section className="planning-edit" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('planningEdit.title')}</h2>
      {restriction ? <p className="planning-edit__owner">{restrictionText(t, restriction)}</p> : null}
      <div className="planning-edit__row">
        <span>{t('planningEdit.time.current', { time: formatDateTime(planned, timeFormat) })}</span>
        {timeDraft === null ? (
          <Button onClick={() => setTimeDraft(localInputValue(Math.max(planned, Date.now())))}>{t('planningEdit.time.edit')}</Button>
        ) : (
          <form className="planning-edit__form" onSubmit={(event) => void saveTime(event)}>
            <label htmlFor={`${id}-time`}>{t('planningEdit.time.label')}</label>
            <input id={`${id}-time`} type="datetime-local" value={timeDraft} autoFocus onChange={(event) => setTimeDraft(event.target.value)} />
            <Button onClick={() => setTimeDraft(null)}>{t('planningEdit.cancel')}</Button>
            <Button type="submit" variant="primary" pending={pending === 'time'}>
              {t('planningEdit.time.save')}
            </Button>
          </form>
        )}
      </div>
      <form className="planning-edit__form" onSubmit={(event) => void saveProduct(event)}>
        <label htmlFor={`${id}-product`}>{t('planningEdit.product.label')}</label>
        <input id={`${id}-product`} value={product} maxLength={200} onChange={(event) => setProductDraft(event.target.value)} />
        <Button type="submit" pending={pending === 'product'} disabled={!product.trim()}>
          {t('planningEdit.product.save')}
        </Button>
      </form>
      <form className="planning-edit__form" onSubmit={(event) => void saveNote(event)}>
        <label htmlFor={`${id}-log`}>{t('planningEdit.log.label')}</label>
        <textarea id={`${id}-log`} rows={2} value={note} maxLength={LIMITS.freeText} onChange={(event) => setNote(event.target.value)} />
        <Button type="submit" pending={pending === 'note'} disabled={!note.trim()}>
          {t('planningEdit.log.add')}
        </Button>
      </form>
      {outcome ? (
        <p role={outcome.kind === 'error' ? 'alert' : 'status'} className={`planning-edit__${outcome.kind}`}>
          {outcome.text}
        </p>
      ) : null}
      <Button onClick={() => navigate(ROUTES.planningView)}>{t('planningEdit.back')}</Button>
    </section>
  );
}

function restrictionText(t: TFunction<'alarm'>, restriction: PlannedEditRestriction): string {
  if (restriction.kind === 'takeFirst') return t('planningEdit.owner.takeFirst');
  return restriction.name ? t('planningEdit.owner.named', { name: restriction.name }) : t('planningEdit.owner.unnamed');
}
