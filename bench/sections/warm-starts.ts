import { alarmList, login, seedAlarms } from '../lib/api.ts';
import { launchBrowser } from '../lib/browser.ts';
import { log } from '../lib/log.ts';
import type { Plan } from '../lib/plan.ts';
import { startServer } from '../lib/server.ts';
import { freshMarker, OPERATOR } from './browser-stage.ts';
import { startUp } from './startup.ts';

/**
 * `--only startup`: the warm start on a server of its own with the plan's largest stored count (10,000 alarms in
 * the full run), more starts than the browser stage takes (10 and 20 online and offline), so that its p95 is more
 * than the slowest start.
 */
export async function warmStarts(consoleDir: string, plan: Plan) {
  const stored = Math.max(...plan.storedCounts);
  // Seeding is a flood (far above 20 alarms a minute): with the flood watch on, the list would group the unanswered
  // alarms, the marker's among them, and no row of it could be clicked.
  const server = await startServer({ consoleDir, label: 'warm-starts', floodWatch: false });
  const browser = await launchBrowser();
  try {
    const seedMs = await seedAlarms(server.baseUrl, stored, 'SEED');
    const count = (await alarmList(server.baseUrl, await login(server.baseUrl, OPERATOR))).body.length;
    log(`seeded ${stored} alarms in ${Math.round(seedMs)} ms; the list holds ${count}`);
    const marker = await freshMarker(server.baseUrl, 'warm-starts');
    return await startUp(browser, server.baseUrl, OPERATOR, marker, plan.quick ? 10 : 20, { stored: count + 1, profileDist: plan.profile ? consoleDir : undefined });
  } finally {
    await browser.close();
    await server.stop();
  }
}
