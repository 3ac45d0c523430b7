import { benchAlarm, ingest } from '../lib/api.ts';
import { epochNow, expectText, installSoundWatcher, installWatcher, soundsSince } from '../lib/browser.ts';
import { figure, latency } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import { summarize } from '../lib/stats.ts';
import type { ArrangedTabs } from './background-tabs.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Longer than the longest new-alarm sound (level 2, 0.97 s): a sound still playing is not started again. */
const BETWEEN_ALARMS_MS = 1100;
/** How long after the tabs in front drew an alarm the bench waits for its tone before counting it unheard. */
const HEARD_WITHIN_MS = 3000;

/**
 * Ingests alarms one at a time, each after the previous sound ended, and reads in every tab when its new-alarm
 * sound starts (the sound file's first sample: its play() settled); push-to-sound = ingest request sent → that start
 * in the tab that played it. Only sounds the page announced as a new alarm's sound count (the watcher in lib/browser.ts): the
 * unanswered-alarm repeat (every 30 s) and reminders use the same player, and the sound owner starts the new
 * alarm's tone before it draws the row, so the draw's time cannot tell them apart. The server must run without its
 * flood watch (startServer's `floodWatch: false`): these alarms come tens a minute, and in flood mode the console
 * holds every non-acute sound for a burst every 5 s (heard 1-5 s late, or after this stage stopped listening).
 */
export async function consolePushToSound(baseUrl: string, tabs: ArrangedTabs, samples: number, label: string) {
  const pages = [...tabs.visible, ...tabs.hidden];
  await Promise.all([...tabs.visible.map(installWatcher), ...pages.map(installSoundWatcher)]);
  const delays: number[] = [];
  const playing: number[] = [];
  const states = new Set<string>();
  let alreadySounding = 0;
  for (let i = -1; i < samples; i++) {
    const marker = `P2A ${label} #${i}`;
    const { rendered } = await expectText(tabs.visible, marker);
    const sent = epochNow();
    await ingest(baseUrl, benchAlarm(marker, i + 1));
    await rendered;
    const listen = async () => (await Promise.all(pages.map((page) => soundsSince(page, sent)))).map((starts) => starts.filter((start) => start.announced));
    let heard = await listen();
    // The owner may be a slower tab than the ones in front: wait for a first tone, then a moment for a second one.
    for (const waitUntil = performance.now() + HEARD_WITHIN_MS; !heard.some((starts) => starts.length > 0) && performance.now() < waitUntil; ) {
      await sleep(100);
      heard = await listen();
    }
    await sleep(300);
    heard = await listen();
    const firsts = heard.filter((starts) => starts.length > 0).map((starts) => Math.min(...starts.map((start) => start.at)));
    for (const start of heard.flat()) if (start.state !== 'already sounding') states.add(start.state);
    if (i >= 0 && heard.flat().some((start) => start.state === 'already sounding')) alreadySounding += 1;
    if (i >= 0) {
      playing.push(firsts.length);
      if (firsts.length > 0) delays.push(Math.min(...firsts) - sent);
    }
    await sleep(BETWEEN_ALARMS_MS + Math.random() * 200);
  }
  const result = summarize(delays);
  log(`push-to-sound ${label}: p50 ${result.p50} p95 ${result.p95} ms (n ${result.n}); tabs playing per alarm ${Math.min(...playing)}-${Math.max(...playing)}`);
  // An alarm heard in no tab, or in more than one, is what the figure shows; 1 when every alarm was heard once.
  const wrong = playing.find((count) => count !== 1);
  return {
    latency: latency(result, {
      budget: { text: "p95 <= 50 ms in the sound owner's tab", max: 50 },
      note: `ingest request sent → the new-alarm sound file playing (its play() settled) in the tab that played it; ${tabs.visible.length} tab(s) in front, ${tabs.hidden.length} behind, ${delays.length} of ${playing.length} alarms heard (${alreadySounding} as their pattern already sounded, from the unanswered-alarm repeat: heard as announced); sounds ${[...states].join(', ') || 'never started'}`,
    }),
    tabsPlaying: figure(wrong ?? 1, 'tabs', {
      budget: { text: 'exactly one tab plays each new alarm', max: 1, min: 1 },
      note: `tabs that started the tone, per alarm: ${Math.min(...playing)} to ${Math.max(...playing)} over ${playing.length} alarms`,
    }),
  };
}
