import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAlarms, useAlarmStore, useListWindow, useMe, usePermissions, usePrefs, useSession, useSettings, useViewed } from '../../db/hooks.ts';
import type { ListedAlarm } from '../../db/rows.ts';
import {
  pruneViewed,
  readSeenSignificant,
  rememberSeenSignificant,
  shouldMarkViewed,
  showsSignificantDot,
} from '../../domain/alarm-list.ts';
import { alarmsReadOnly } from '../../domain/access.ts';
import { alarmSoundsMuted } from '../../domain/alarm-sound.ts';
import { type AlarmState, type AlarmTab, isUnanswered, tabsFor } from '../../domain/alarm-state.ts';
import { nextWaitChange, readAnswerTargets, waitState } from '../../domain/answer-targets.ts';
import { nextReminderDue, reminderMark } from '../../domain/reminder-mark.ts';
import { toMillis } from '../../domain/time.ts';
import { waitedSince } from '../../domain/waiting.ts';
import { useStartPicture } from '../../start-picture/use-start-picture.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { useStableHandler } from '../../ui/use-stable-handler.ts';
import { alarmPath, openAlarmIdFrom } from '../alarm-path.ts';
import { PREF_KEYS, readAlarmPrefs } from '../alarm-prefs.ts';
import { AlarmRows, type AlarmRowsHandle } from './alarm-rows.tsx';
import { AlarmSortHeaders } from './alarm-sort-headers.tsx';
import { FloodBanner } from '../flood/flood-banner.tsx';
import { useFlood } from '../flood/use-flood.ts';
import { formatClock, formatDateTime, timeFormatFrom } from '../format-time.ts';
import { FloodList } from './flood-list.tsx';
import { createListModel, defaultSort, type ListRow, type SortChoice } from './list-model.ts';
import { basisKey, listBasis } from './list-placement.ts';
import { useHiddenAlarmNotifications } from '../notify/use-hidden-alarm-notifications.ts';
import { SoundBlockedBanner } from '../sound/sound-blocked-banner.tsx';
import { tabPlayer } from '../sound/tab-player.ts';
import type { AudioStatus, TonePlayer } from '../sound/tone-player.ts';
import { useSoundOutput } from '../sound/use-sound-output.ts';
import { useSoundOwner } from '../sound/use-sound-owner.ts';
import { useUnansweredRepeat } from '../sound/use-unanswered-repeat.ts';
import { useAlarmListKeys } from './use-alarm-list-keys.ts';
import { type Notice, useAlarmOpener } from './use-alarm-opener.ts';
import { useFocusRescue } from './use-focus-rescue.ts';
import { useCallActive } from '../use-call-active.ts';
import { useNewAlarmEffects } from '../use-new-alarm-effects.ts';
import { useNow } from '../use-now.ts';
import { useReminderSound } from '../use-reminder-sound.ts';
import { waitedText } from './waited-text.ts';
import './alarm-list.css';

const ID_PREFIX = 'alarm-list';
const NO_ROWS: ListRow[] = [];
/** The clock the list's looks depend on (waited minutes, TODAY timestamps, viewed marks) is refreshed this often. */
const CLOCK_MS = 15_000;
/** The list's looks change with the clock at most once in this step (a warning shows up to a second late). */
const WAKE_STEP_MS = 1_000;

/**
 * The alarm list (core §2, §4): tabs with counts (or SINGLELIST), optional sort headers, virtualised rows,
 * accept-on-click with LIMIT_ACCEPT, sounds, pulses, viewed marks, significant-update dots and the list shortcuts.
 */
export function AlarmListPanel({ tonePlayer = tabPlayer, audio = tabPlayer }: { tonePlayer?: TonePlayer; audio?: AudioStatus }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const alarms = useAlarms();
  const settings = useSettings();
  const me = useMe();
  const session = useSession();
  const permissions = usePermissions();
  const viewed = useViewed();
  const rawPrefs = usePrefs();
  const callActive = useCallActive();
  const flood = useFlood();
  // An unanswered alarm warns at ANSWER_WARNING_S and breaches after ANSWER_TARGET_S: the list looks again then.
  const targets = useMemo(() => readAnswerTargets(settings?.raw ?? {}), [settings]);

  const prefs = useMemo(() => readAlarmPrefs(rawPrefs), [rawPrefs]);
  const readOnly = alarmsReadOnly(settings, session, permissions);
  const myRespondentId = me?.RespondentId ?? session?.respondentId;
  const singleList = settings?.SINGLELIST === true;
  const tabs = tabsFor(singleList);

  const [chosenTab, setTab] = useState<AlarmTab>('active');
  const tab = tabs.includes(chosenTab) ? chosenTab : 'active';
  const [chosenSort, setSort] = useState<SortChoice | null>(null);
  const sortBy = chosenSort?.by ?? defaultSort(settings).by;
  const ascending = chosenSort?.ascending ?? defaultSort(settings).ascending;
  // One object per choice: the tab's order is only worked out again when the choice or the rows change.
  const sort = useMemo(() => ({ by: sortBy, ascending }), [sortBy, ascending]);
  const [model] = useState(createListModel);

  // Wait for the operator's identity too: without it their own alarms would flash by as Responded. And for the
  // local marks and preferences, or seen dots, viewed marks and reminder pulses would flash on a reload.
  const ready = settings !== undefined && me !== undefined && session !== undefined && viewed !== undefined && rawPrefs !== undefined;
  const loaded = alarms !== undefined && ready;
  const rows = useMemo(
    () => (loaded ? model.rows(alarms, myRespondentId, settings) : undefined),
    [model, loaded, alarms, settings, myRespondentId],
  );
  const whole = useMemo(() => (rows ? model.tab(rows, tab, sort) : undefined), [model, rows, tab, sort]);
  const tally = useMemo(() => model.tally(rows ?? NO_ROWS), [model, rows]);
  const { activeIds, unanswered, withReminders } = tally;
  // Until the whole table is read, the start draws the window the engine filed (its first rows and the counts), if
  // it was filed for this operator, settings and the default sort and is of the tab shown.
  const { window: listWindow, source: windowSource } = useListWindow();
  const windowed =
    rows === undefined && ready && settings && listWindow && listWindow.tab === tab && chosenSort === null && listWindow.basis === basisKey(listBasis(myRespondentId, settings))
      ? listWindow
      : undefined;
  const [windowModel] = useState(createListModel);
  const fromWindow = useMemo(
    () => (windowed && settings ? windowModel.tab(windowModel.rows(windowed.alarms, myRespondentId, settings), tab, sort) : undefined),
    [windowModel, windowed, myRespondentId, settings, tab, sort],
  );
  const { rows: tabRows, pinnedId } = whole ?? fromWindow ?? { rows: NO_ROWS, pinnedId: null };
  const counts = rows === undefined && windowed ? windowed.counts : tally.counts;
  const shown = rows !== undefined || fromWindow !== undefined;
  // The whole read waits until the window is drawn (then it has the page to itself) or will not be.
  const windowSettled = ready && listWindow !== undefined;
  const windowDrawn = fromWindow !== undefined;
  useEffect(() => {
    if (windowSettled) windowSource?.settle(windowDrawn);
  }, [windowSettled, windowDrawn, windowSource]);
  useEffect(() => {
    if (rows !== undefined) windowSource?.retire();
  }, [rows, windowSource]);
  // The clock asks for the next reminder on every render: of the few alarms that have one, not of all 10,000.
  // The moments are taken up to the next whole second: in a flood of 2,000 alarms a minute each alarm's warning and
  // breach would otherwise wake the list (and draw every visible row) dozens of times a second.
  const now = useNow(CLOCK_MS, (at) => {
    const next = Math.min(nextReminderDue(withReminders, at) ?? Infinity, nextWaitChange(unanswered, at, targets) ?? Infinity);
    return Number.isFinite(next) ? Math.ceil(next / WAKE_STEP_MS) * WAKE_STEP_MS : undefined;
  });
  const marks = useMemo(() => pruneViewed(Object.fromEntries(viewed ?? []), now), [viewed, now]);
  const seenSignificant = useMemo(() => readSeenSignificant(rawPrefs?.[PREF_KEYS.seenSignificant]), [rawPrefs]);

  const { isOwner: soundOwner, anyTabVisible } = useSoundOwner(audio);
  useSoundOutput(tabPlayer, prefs.outputDevice);
  // Silent in every tab but the sound owner, and during a call when MUTE_ALARMSOUNDS_ON_CALL is on.
  const onCall = soundOwner && alarmSoundsMuted(settings?.MUTE_ALARMSOUNDS_ON_CALL === true, callActive);
  const muted = !soundOwner || onCall;
  const openAlarmId = openAlarmIdFrom(pathname);
  // The sound owner hears a push as the store changes, a render before the row is drawn.
  const alarmStore = useAlarmStore();
  const rowsNow = useStableHandler(() => {
    const stored = alarmStore?.getSnapshot();
    return loaded && settings && stored ? model.rows(stored, myRespondentId, settings) : undefined;
  });
  const ahead = useMemo(() => (soundOwner && alarmStore ? { subscribe: alarmStore.subscribe, rows: rowsNow } : null), [soundOwner, alarmStore, rowsNow]);
  const pulsing = useNewAlarmEffects({ rows, prefs, muted, onCall, player: tonePlayer, reportsDelivery: soundOwner, ahead, flood: flood?.on === true });
  useHiddenAlarmNotifications({ rows, owner: soundOwner, anyTabVisible });
  useUnansweredRepeat({ rows, prefs, muted, player: tonePlayer, intervalS: settings?.UNANSWERED_SOUND_REPEAT ?? 0 });
  useReminderSound({ prefs, player: tonePlayer, muted, activeIds, openAlarmId });
  const { open, pendingId, notice } = useAlarmOpener({ readOnly, limitAcceptMs: settings?.LIMIT_ACCEPT ?? 0 });
  // An accepted row leaves the Active tab before its alarm page shows: focus waits for the page.
  useFocusRescue(openAlarmId !== null || pendingId !== null, openAlarmId);
  const rowsRef = useRef<AlarmRowsHandle>(null);
  const listRef = useRef<HTMLElement>(null);
  useStartPicture(listRef, shown, tabRows);

  // Stable, so the memoised rows are not drawn again for every push.
  const onOpen = useStableHandler((alarm: ListedAlarm, state: AlarmState) => {
    const seen = rememberSeenSignificant(seenSignificant, alarm, (alarms ?? []).map((listed) => listed.AlarmId));
    if (seen) void send('setPref', { key: PREF_KEYS.seenSignificant, value: seen });
    void open(alarm, state);
  });
  const onHover = useStableHandler((alarm: ListedAlarm, state: AlarmState) => {
    if (viewed && shouldMarkViewed(state, alarm.AlarmId, marks)) void send('markViewed', { alarmId: alarm.AlarmId });
  });

  useAlarmListKeys({
    takeTop() {
      const top = rows ? model.tab(rows, 'active', sort).rows[0] : undefined;
      if (!top) return;
      setTab('active');
      onOpen(top.alarm, top.state);
    },
    move(step) {
      const index = tabRows.findIndex((row) => row.alarm.AlarmId === (openAlarmId ?? focusedAlarmId()));
      const next = tabRows[index < 0 ? (step > 0 ? 0 : tabRows.length - 1) : index + step];
      if (!next) return;
      rowsRef.current?.focusAlarm(next.alarm.AlarmId);
      navigate(alarmPath(next.alarm));
    },
  });

  const noticeText = (shown: Notice) => {
    const winner = shown.lostAlarmId === undefined ? undefined : alarms?.find((alarm) => alarm.AlarmId === shown.lostAlarmId);
    const name = winner?.RespondentId != null && winner.RespondentId !== myRespondentId ? winner.RespondentName?.trim() : '';
    return name ? t('accept.takenFirst', { name }) : shown.text;
  };
  const timeFormat = useMemo(() => timeFormatFrom(settings), [settings]);
  const look = settings?.ALARMLISTLOOK ?? 'alarmcentric';
  const notifyReminder = prefs.notifyReminder;
  // One object while nothing the rows show changes: a push draws only the parts and rows it changed.
  const rowProps = useMemo(
    () => ({
      look,
      formatTime: (alarm: ListedAlarm) => formatDateTime(alarm.ServerAlarmTime, timeFormat, now),
      formatClock: (alarm: ListedAlarm) => formatClock(alarm.ServerAlarmTime),
      waited: (row: ListRow) => {
        const waited = isUnanswered(row.state) ? waitedSince(row.alarm.ServerAlarmTime, now) : undefined;
        return waited ? waitedText(t, waited) : null;
      },
      waitStateOf: (row: ListRow) => {
        const arrived = isUnanswered(row.state) ? toMillis(row.alarm.ServerAlarmTime) : undefined;
        const state = arrived === undefined ? 'waiting' : waitState(now - arrived, targets);
        return state === 'waiting' ? null : state;
      },
      targetSeconds: targets.targetSeconds,
      pinnedId,
      isUnviewed: (row: ListRow) => isUnanswered(row.state) && marks[String(row.alarm.AlarmId)] === undefined,
      hasSignificant: (row: ListRow) => showsSignificantDot(row.alarm, row.state === 'My', seenSignificant[String(row.alarm.AlarmId)]),
      reminderOf: (alarm: ListedAlarm) => {
        const mark = reminderMark(alarm, now, notifyReminder);
        if (mark === 'none') return null;
        return mark === 'due'
          ? { due: true, label: t('list.reminder') }
          : { due: false, label: t('list.reminderAt', { time: formatDateTime(alarm.NotifyAfter, timeFormat, now) }) };
      },
      pendingId,
      currentId: openAlarmId,
      onOpen,
      onHover,
    }),
    [look, timeFormat, now, t, targets, pinnedId, marks, seenSignificant, notifyReminder, pendingId, openAlarmId, onOpen, onHover],
  );

  return (
    <section ref={listRef} className="alarm-list" aria-label={t('list.label')}>
      <Tabs
        label={t('list.tabsLabel')}
        idPrefix={ID_PREFIX}
        className={pulsing ? 'alarm-tabs alarm-tabs--pulse' : 'alarm-tabs'}
        selected={tab}
        onSelect={(id) => setTab(id as AlarmTab)}
        items={tabs.map((id) => ({
          id,
          label: t(`list.tab.${id}`),
          badge: counts[id],
          badgeLabel: t('list.count', { count: counts[id] }),
        }))}
      />
      <SoundBlockedBanner audio={audio} />
      <FloodBanner flood={flood} />
      {settings?.ALARMLISTALLOWSORT ? <AlarmSortHeaders sort={sort} onSort={setSort} /> : null}
      {notice ? (
        <div key={notice.id} className={`alarm-list__notice alarm-list__notice--${notice.tone}`} role="alert">
          {noticeText(notice)}
        </div>
      ) : null}
      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {!shown ? (
          <p className="alarm-list__empty" role="status">
            {t('list.loading')}
          </p>
        ) : flood?.on && tab === 'active' ? (
          // During a flood the active tab groups its unanswered alarms.
          <FloodList rows={tabRows} label={t(`list.tab.${tab}`)} rowProps={rowProps} canBulkClear={!readOnly && permissions?.Actions.includes('FloodBulkClear') === true} />
        ) : (
          <AlarmRows ref={rowsRef} rows={tabRows} label={t(`list.tab.${tab}`)} {...rowProps} />
        )}
      </TabPanel>
    </section>
  );
}

/** The alarm whose row has keyboard focus, so Ctrl+Down works before any alarm is open. */
function focusedAlarmId(): number | null {
  const id = Number((document.activeElement as HTMLElement | null)?.dataset?.alarmId);
  return Number.isInteger(id) && id > 0 ? id : null;
}
