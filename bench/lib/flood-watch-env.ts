/**
 * The bench server's flood watch (`ARC_FLOOD_CHECK_MS`). The stages that measure one alarm at a time (push-to-screen,
 * push-to-sound) raise tens of alarms a minute on top of a seeded list: the centre's flood rule (20 a minute) would
 * turn flood mode on, which draws the grouped list and holds every non-acute sound for a burst every 5 s, so the
 * figures would be the flood's, not those of an alarm arriving at a console. Those stages run with the watch off;
 * the flood stage measures flood mode itself.
 */
export function floodWatchEnv(on: boolean): Record<string, string> {
  return on ? {} : { ARC_FLOOD_CHECK_MS: '0' };
}
