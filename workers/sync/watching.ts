import { type ConsoleSettings, respondentRefreshMs } from '../../src/domain/settings.ts';
import type { Interest } from '../../src/sync-client/interest.ts';
import type { Clock, NetworkState } from './effects.ts';
import { createInterests } from './interests.ts';
import { createPoller } from './poller.ts';

/** A shown group's respondents when RESPONDENT_REFRESH is not set: fresh enough to see who is logged in. */
const WATCHED_GROUP_REFRESH_MS = 30_000;

export interface WatchingOptions {
  clock: Clock;
  network: NetworkState;
  settings(): ConsoleSettings;
  /** The loads of each kind of interest (the loaders, bound to the user's context). */
  load: { alarm(id: number): Promise<void>; group(id: number): Promise<void> };
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
  ]);
  const follow = (online: boolean) => {
    poller.stop();
    if (online) poller.start();
  };
  return {
    openAlarmIds: () => interests.ids('alarm'),
    /** A tab's interest is loaded at once, even when another tab shows it too: the tab expects it fresh. */
    async watch(tabId: string, interest: Interest): Promise<void> {
      const fresh = interests.add(tabId, interest);
      // The first watcher of a group starts its refresh timer.
      if (fresh && interest.kind === 'group') follow(network.isOnline());
      await load[interest.kind](interest.id);
    },
    unwatch: (tabId: string, interest: Interest) => interests.remove(tabId, interest),
    forgetTab: (tabId: string) => interests.forgetTab(tabId),
    /** Everything shown, now (after a reconnect, a group change, a refresh). */
    reload: () => Promise.all([loadAll('alarm'), loadAll('group')]),
    /** The group refresh runs while online. */
    follow,
    stop: () => poller.stop(),
  };
}
