import { type ConsoleSettings, respondentRefreshMs } from '../../src/domain/settings.ts';
import type { InboundPush } from '../../src/contract/push.ts';
import type { Interest } from '../../src/sync-client/interest.ts';
import type { Clock, NetworkState } from './effects.ts';
import { createInterests } from './interests.ts';
import { createPoller } from './poller.ts';

/** A shown group's respondents when RESPONDENT_REFRESH is not set: fresh enough to see who is logged in. */
const WATCHED_GROUP_REFRESH_MS = 30_000;
/** The shown answer-time figures: alarm pushes refresh the shift share, this catches the rest (the shift's turn, others' takes). */
const WATCHED_ANSWER_TIMES_REFRESH_MS = 30_000;
const ANSWER_KINDS = ['answerShare', 'answerReport'] as const;
/** At most one shift-share load per this many ms however fast alarm pushes come (a flood brings thousands a minute). */
const SHARE_LOAD_GAP_MS = 2_000;

type AlarmPush = Extract<InboundPush, { type: 'update' | 'remove' }>;

/** Who holds the alarm after an update push: the row's respondent, else the push's own field; undefined when not said. */
function takenBy(push: Extract<AlarmPush, { type: 'update' }>): number | null | undefined {
  if ('alarm' in push && push.alarm) return push.alarm.RespondentId ?? null;
  return 'respondentid' in push ? push.respondentid : undefined;
}

export interface WatchingOptions {
  clock: Clock;
  network: NetworkState;
  settings(): ConsoleSettings;
  /** The loads of each kind of interest (the loaders, bound to the user's context). */
  load: Record<Interest['kind'], (id: number) => Promise<void>>;
}

/**
 * What the tabs show, kept loaded (the `watch` command): open alarms are refreshed with the alarm list (pushes, the
 * open-alarm poll); the respondents of every shown group (GROUP-06..08) on the respondent refresh interval whether
 * or not the socket is open, since no push tells of respondents logging in or out.
 */
export function createWatching({ clock, network, settings, load }: WatchingOptions) {
  const interests = createInterests();
  const loadAll = (kind: Interest['kind']) => Promise.all([...interests.ids(kind)].map((id) => load[kind](id)));
  const poller = createPoller(clock, [
    {
      name: 'watchedGroups',
      intervalMs: () => (interests.ids('group').size > 0 ? (respondentRefreshMs(settings()) ?? WATCHED_GROUP_REFRESH_MS) : undefined),
      run: async () => (await loadAll('group'), true),
    },
    {
      name: 'watchedAnswerTimes',
      intervalMs: () => (ANSWER_KINDS.some((kind) => interests.ids(kind).size > 0) ? WATCHED_ANSWER_TIMES_REFRESH_MS : undefined),
      run: async () => (await Promise.all(ANSWER_KINDS.map(loadAll)), true),
    },
  ]);
  /** Alarms last pushed as taken: a later change of one of them is not a first take. */
  const seenTaken = new Set<string>();
  /** Alarm pushes come in bursts: one shift-share load per gap, and one more after it if any came meanwhile. */
  let shareLoad: Promise<void> | undefined;
  let shareStale = false;
  const refreshShare = (): Promise<void> => {
    if (shareLoad) {
      shareStale = true;
      return shareLoad;
    }
    shareLoad = loadAll('answerShare')
      // A failed load is recorded by the loader; the next push or the timer tries again.
      .catch(() => undefined)
      .then(() => new Promise<void>((resolve) => void clock.setTimeout(resolve, SHARE_LOAD_GAP_MS)))
      .finally(() => {
        shareLoad = undefined;
        if (shareStale) {
          shareStale = false;
          void refreshShare();
        }
      });
    return shareLoad;
  };
  const follow = (online: boolean) => {
    poller.stop();
    if (online) poller.start();
  };
  return {
    openAlarmIds: () => interests.ids('alarm'),
    /** A tab's interest is loaded at once, even when another tab shows it too: the tab expects it fresh. */
    async watch(tabId: string, interest: Interest): Promise<void> {
      const fresh = interests.add(tabId, interest);
      // The first watcher of a group or of answer times starts its refresh timer.
      if (fresh && interest.kind !== 'alarm') follow(network.isOnline());
      await load[interest.kind](interest.id);
    },
    unwatch: (tabId: string, interest: Interest) => interests.remove(tabId, interest),
    forgetTab: (tabId: string) => interests.forgetTab(tabId),
    /** Everything shown, now (after a reconnect, a group change, a refresh). */
    reload: () => Promise.all([loadAll('alarm'), loadAll('group'), ...ANSWER_KINDS.map(loadAll)]),
    /**
     * An alarm changed (a push). Only an alarm's first take changes the shift share (its wait is recorded once), and
     * a removal may be another operator's take: those load a shown share again; a reason or a note on a taken alarm
     * does not. A push that does not say who holds the alarm counts as a take.
     */
    alarmPushed(push: AlarmPush): Promise<void> {
      const respondentId = push.type === 'remove' ? undefined : takenBy(push);
      if (push.type === 'remove' || respondentId === null) seenTaken.delete(push.globalAlarmId);
      if (respondentId === null || (respondentId !== undefined && seenTaken.has(push.globalAlarmId))) return Promise.resolve();
      if (respondentId !== undefined) seenTaken.add(push.globalAlarmId);
      return interests.ids('answerShare').size > 0 ? refreshShare() : Promise.resolve();
    },
    /** The group refresh runs while online. */
    follow,
    stop: () => poller.stop(),
  };
}
