import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Resident memory (MB) and CPU seconds used so far by a process, from /proc (Linux only; NaN elsewhere). */
export function processUsage(pid: number): { rssMb: number; cpuSeconds: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    // Fields after the command name (which may hold spaces) start at ") "; utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuTicks = Number(fields[11]) + Number(fields[12]);
    return { rssMb: Math.round(rssKb / 102.4) / 10, cpuSeconds: cpuTicks / TICKS_PER_SECOND };
  } catch {
    return { rssMb: Number.NaN, cpuSeconds: Number.NaN };
  }
}
