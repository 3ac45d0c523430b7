import { seedAlarms } from '../lib/api.ts';
import { launchBrowser, newProfile } from '../lib/browser.ts';
import { latency } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import type { Plan } from '../lib/plan.ts';
import { startServer } from '../lib/server.ts';
import { summarize } from '../lib/stats.ts';
import { freshMarker, OPERATOR } from './browser-stage.ts';
import { coldSignIn } from './startup.ts';

/**
 * `--only startup`: the cold start alone, repeated so that it has a p50 and a p95 (the full run's start-up stage
 * takes one sample): each run a fresh browser profile against one server with the plan's first stored count.
 */
export async function coldStarts(consoleDir: string, plan: Plan) {
  const stored = plan.storedCounts[0] ?? 100;
  const server = await startServer({ consoleDir, label: 'cold-starts' });
  const browser = await launchBrowser();
  try {
    await seedAlarms(server.baseUrl, stored, 'SEED');
    const marker = await freshMarker(server.baseUrl, 'cold-starts');
    const signIns: number[] = [];
    const shells: number[] = [];
    for (let run = 0; run < plan.coldStarts; run++) {
      const context = await newProfile(browser);
      try {
        const { shellMs, signInMs } = await coldSignIn(await context.newPage(), server.baseUrl, OPERATOR, marker);
        signIns.push(signInMs);
        shells.push(shellMs);
        log(`cold start ${run + 1}/${plan.coldStarts}: ${Math.round(signInMs)} ms`);
      } finally {
        await context.close();
      }
    }
    return latency(summarize(signIns), {
      budget: { text: 'p95 <= 1000 ms, login form submitted → first alarm row', max: 1000 },
      note: `${plan.coldStarts} empty profiles, ${stored + 1} alarms on the server: sign-in submitted → first alarm row (typing excluded); before it, navigation → login form p50 ${summarize(shells).p50} ms`,
    });
  } finally {
    await browser.close();
    await server.stop();
  }
}
