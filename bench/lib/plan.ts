/** Sizes of one run. `--quick` takes about 3 minutes on 2 cores; the full run stays under 10. */
export interface Plan {
  quick: boolean;
  /**
   * `--only server` or `--only browser` runs one half (for working on it); the other half is reported skipped.
   * `--only writes` runs only the write-cost stage (what one ingested alarm costs with 1, 3 and 10 operators).
   * `--only hidden-sound` runs only push-to-sound with every console tab hidden.
   * `--only startup` runs only the cold start, `coldStarts` times, and the warm starts with the largest stored count.
   * `--only dc09` runs only the DC-09 receiver's throughput and ACK latency.
   * `--only flood` runs only the list's long tasks during a flood.
   */
  only: 'server' | 'browser' | 'writes' | 'hidden-sound' | 'startup' | 'dc09' | 'flood' | undefined;
  /** `--profile`: CPU profiles of the server (server alone), a warm start and the 10-tab push-to-screen page. */
  profile: boolean;
  /** Server alone: sockets held, offered ingest rate (alarms/s) and for how long. */
  sockets: number;
  ingestRate: number;
  ingestSeconds: number;
  /** Seconds of closed-loop ingest at full speed, to find the rate the server sustains. */
  maxRateSeconds: number;
  /** Catch-up: seconds offline and alarms changed meanwhile. */
  offlineSeconds: number;
  offlineChanges: number;
  /** Push-to-screen: alarms measured per configuration (at most), tab counts, stored-alarm counts. */
  pushSamples: number;
  /** Seconds a console push-to-screen configuration may take; the budgeted ones (10,000 alarms, 1 or 10 tabs) more. */
  pushBudgetSeconds: number;
  pushBudgetSecondsBudgeted: number;
  tabCounts: number[];
  storedCounts: number[];
  /** Seed-style baseline refetches the whole list per push and tab: its sampling stops after this many seconds. */
  baselineBudgetSeconds: number;
  /** Idle window measured (scaled to a minute). */
  idleSeconds: number;
  /** Cold starts of `--only startup`, each in a fresh browser profile. */
  coldStarts: number;
  /** Flood: alarms ingested evenly over so many seconds (the 2,000 in a minute; the quick run keeps the pace). */
  floodAlarms: number;
  floodSeconds: number;
}

/** `--stored 10000` or `--tabs 1,10`: the counts of the browser stages, for working on one of them. */
function counts(argv: readonly string[], flag: string): number[] | undefined {
  const at = argv.indexOf(flag);
  if (at < 0) return undefined;
  const values = (argv[at + 1] ?? '').split(',').map(Number);
  if (values.length === 0 || values.some((value) => !Number.isInteger(value) || value < 1)) throw new Error(`${flag} takes counts such as 1,10`);
  return values;
}

export function makePlan(argv: readonly string[]): Plan {
  const plan = sizes(argv);
  return { ...plan, storedCounts: counts(argv, '--stored') ?? plan.storedCounts, tabCounts: counts(argv, '--tabs') ?? plan.tabCounts };
}

function sizes(argv: readonly string[]): Plan {
  const quick = argv.includes('--quick');
  const profile = argv.includes('--profile');
  const onlyArg = argv[argv.indexOf('--only') + 1];
  const stages = ['server', 'browser', 'writes', 'hidden-sound', 'startup', 'dc09', 'flood'] as const;
  const only = argv.includes('--only') ? stages.find((stage) => stage === onlyArg) : undefined;
  return quick
    ? {
        quick,
        only,
        profile,
        sockets: 1000,
        ingestRate: 200,
        ingestSeconds: 2,
        maxRateSeconds: 2,
        offlineSeconds: 3,
        offlineChanges: 300,
        pushSamples: 30,
        pushBudgetSeconds: 6,
        pushBudgetSecondsBudgeted: 6,
        tabCounts: [1, 10],
        storedCounts: [300],
        baselineBudgetSeconds: 2,
        idleSeconds: 3,
        coldStarts: 5,
        floodAlarms: 500,
        floodSeconds: 15,
      }
    : {
        quick,
        only,
        profile,
        sockets: 1000,
        ingestRate: 200,
        ingestSeconds: 10,
        maxRateSeconds: 5,
        offlineSeconds: 60,
        offlineChanges: 1000,
        pushSamples: 200,
        pushBudgetSeconds: 8,
        pushBudgetSecondsBudgeted: 40,
        // The budgets are for 1 and 10 tabs; `--tabs 1,5,10` adds the 5 visible tabs (about 90 s more).
        tabCounts: [1, 10],
        storedCounts: [100, 10_000],
        baselineBudgetSeconds: 6,
        idleSeconds: 12,
        coldStarts: 20,
        floodAlarms: 2000,
        floodSeconds: 60,
      };
}
