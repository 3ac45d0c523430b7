import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedAlarm } from '../../db/rows.ts';
import { type AlarmState, alarmStyleClass } from '../../domain/alarm-state.ts';
import type { WaitState } from '../../domain/answer-targets.ts';
import type { AlarmListLook } from '../../domain/settings.ts';
import { VIEWED_DWELL_MS } from '../../domain/constants.ts';
import { PriorityMark } from './priority-mark.tsx';
import { useDwell } from './use-dwell.ts';
import { TestMark } from '../../test-alarms/test-mark.tsx';
import { alarmText } from '../../i18n/alarm-text.ts';

export interface RowReminder {
  due: boolean;
  label: string;
}

/** An unanswered alarm near (warning) or past (breach) the answer target. */
export type AnswerWarning = Exclude<WaitState, 'waiting'>;

export interface AlarmRowProps {
  alarm: ListedAlarm;
  state: AlarmState;
  look: AlarmListLook;
  /** Already formatted with DATE_FORMAT / TIMESTAMPS. */
  time: string;
  /** The time of day alone (HH:mm). */
  clock: string;
  /** How long an unanswered alarm has waited ("4 min"); null for alarms someone answered. */
  waited: string | null;
  /** Near or past the answer target (ANSWER_WARNING_S, ANSWER_TARGET_S), said in words and an icon, not colour alone. */
  waitState: AnswerWarning | null;
  targetSeconds: number;
  /** The unanswered alarm that has waited longest, kept first in the list. */
  pinned: boolean;
  /** The row that holds the list's one Tab stop (the arrow keys move between rows). */
  tabStop: boolean;
  onFocusRow(alarmId: number): void;
  unviewed: boolean;
  significant: boolean;
  /** The reminder mark: due (pulses), or upcoming with its time; null for none. */
  reminderLabel: string | null;
  reminderDue: boolean;
  pending: boolean;
  current: boolean;
  position: number;
  setSize: number;
  /** Offset in the virtual list, px. */
  top: number;
  onOpen(alarm: ListedAlarm, state: AlarmState): void;
  onHover(alarm: ListedAlarm, state: AlarmState): void;
}

/** Title and subtitle by ALARMLISTLOOK (core §2): which of alarm and object leads, and whether the object is named. */
function lines(alarm: ListedAlarm, look: AlarmListLook, text: string, anonymous: string): [string, string] {
  const name = alarm.Name?.trim() ?? '';
  switch (look) {
    case 'objectcentric':
      return [name || text, name ? text : ''];
    case 'objectcentrictext':
      return [name || text, [name ? text : '', alarm.TextMessage?.trim() ?? ''].filter(Boolean).join(' · ')];
    case 'anonymous':
      return [text, anonymous];
    case 'alarmcentric':
      return [text, name];
  }
}

/**
 * One alarm of the list, drawn again only when its alarm, marks or place change. An alarm inserted above moves every
 * row down: only the item's place changes, and its button (memoised) is drawn again only when its own alarm or marks change.
 */
export const AlarmRow = memo(function AlarmRow({ position, setSize, top, ...content }: AlarmRowProps) {
  return (
    <li className="alarm-list__item" style={{ transform: `translateY(${top}px)` }} aria-setsize={setSize} aria-posinset={position}>
      <AlarmRowButton {...content} />
    </li>
  );
});

/** The row's button, whose text is its accessible name (text, object, time, who handles it). */
const AlarmRowButton = memo(function AlarmRowButton(props: Omit<AlarmRowProps, 'position' | 'setSize' | 'top'>) {
  const { alarm, state, look, time, clock, unviewed, significant, reminderLabel, reminderDue, pending, current } = props;
  // A row that says how long it has waited shows only the time of an earlier day: the wait tells the day, and the
  // date would leave its alarm text too little room (the whole date-time stays in its name and its tooltip).
  const shortTime = props.waited !== null && clock !== '' && time !== clock;
  const { t } = useTranslation('alarm');
  const dwell = useDwell(() => props.onHover(alarm, state), VIEWED_DWELL_MS);
  const [title, subtitle] = lines(alarm, look, alarmText(t, alarm) || t('list.noText'), t('list.anonymous'));
  const status =
    state === 'My'
      ? t('list.status.mine')
      : state === 'Responded'
        ? t('list.status.handledBy', { name: alarm.RespondentInitials || alarm.RespondentName || '' })
        : state === 'Deactivated'
          ? t('list.status.ended')
          : t('list.status.notTaken');
  const classes = [
    'alarm-row',
    alarmStyleClass(state),
    `alarm-row--${look}`,
    unviewed ? 'alarm-row--unviewed' : '',
    reminderDue ? 'alarm-row--reminder' : '',
    current ? 'alarm-row--current' : '',
    alarm.Priority ? `alarm-row--priority-${alarm.Priority}` : '',
    props.pinned ? 'alarm-row--pinned' : '',
    props.waitState ? `alarm-row--wait-${props.waitState}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      data-alarm-id={alarm.AlarmId}
      aria-current={current ? 'page' : undefined}
      aria-busy={pending || undefined}
      onClick={() => props.onOpen(alarm, state)}
      tabIndex={props.tabStop ? 0 : -1}
      onMouseEnter={dwell.onMouseEnter}
      onMouseLeave={dwell.onMouseLeave}
      onBlur={dwell.onBlur}
      onFocus={() => {
        props.onFocusRow(alarm.AlarmId);
        dwell.onFocus();
      }}
    >
      <span className="alarm-row__main">
        <span className="alarm-row__title" dir="auto">
          {title}
        </span>
        {subtitle ? (
          <span className="alarm-row__subtitle" dir="auto">
            {subtitle}
          </span>
        ) : null}
      </span>
      <PriorityMark priority={alarm.Priority} />
      <span className="alarm-row__meta">
        <span className="alarm-row__time" title={shortTime ? time : undefined}>
          {shortTime ? (
            <>
              <span aria-hidden="true">{clock}</span>
              <span className="visually-hidden">{time}</span>
            </>
          ) : (
            time
          )}
          {props.waited ? (
            <span className="alarm-row__waited">
              <span className="visually-hidden">{t('list.waitedLabel')} </span>
              {props.waited}
            </span>
          ) : null}
        </span>
        {/* The longest-waiting alarm is unanswered: its badge says so in the status's place, leaving its text the width. */}
        {props.pinned ? (
          <span className="alarm-row__status alarm-row__badge alarm-row__badge--pinned">{t('list.waitingLongest')}</span>
        ) : (
          <span className="alarm-row__status">{status}</span>
        )}
      </span>
      <span className="alarm-row__marks">
        <TestMark alarm={alarm} />
        {props.waitState ? <WaitMark state={props.waitState} label={t(`list.target.${props.waitState}`, { seconds: props.targetSeconds })} pinned={props.pinned} /> : null}
        {unviewed ? <span className="alarm-row__badge">{t('list.unviewed')}</span> : null}
        {reminderLabel ? (
          <span className={reminderDue ? 'alarm-row__badge alarm-row__badge--reminder' : 'alarm-row__badge alarm-row__badge--reminder-set'}>{reminderLabel}</span>
        ) : null}
        {significant ? (
          <span className="alarm-row__dot">
            <span className="visually-hidden">{t('list.significant')}</span>
          </span>
        ) : null}
        {pending ? <span className="alarm-row__badge">{t('list.takePending')}</span> : null}
      </span>
    </button>
  );
});

/**
 * Near or past the answer target: an icon on screen (beside the row's edge colour) so the object keeps its width on
 * the second line, its words the name and tooltip. The pinned row's red "waiting longest" badge already stands out:
 * there the words alone, for screen readers.
 */
function WaitMark({ state, label, pinned }: { state: AnswerWarning; label: string; pinned: boolean }) {
  if (pinned) return <span className="visually-hidden">{label}</span>;
  return (
    <span className={`alarm-row__badge alarm-row__badge--wait-${state}`} title={label}>
      <span aria-hidden="true">{state === 'breach' ? '⏱' : '⚠'}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
