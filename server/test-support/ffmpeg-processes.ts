import { readdirSync, readFileSync } from 'node:fs';

/** An ffmpeg process this test process started: its pid, nice value and arguments. */
export interface FfmpegProcess {
  pid: number;
  nice: number;
  args: string[];
}

/** The ffmpeg processes this test process started that still run (Linux /proc; a killed, unreaped one counts as gone). */
export function ffmpegChildren(): FfmpegProcess[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .flatMap((pid) => {
      try {
        const [, name, state, parent, rest] = /^\d+ \((.*)\) (\S) (\d+) (.*)$/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8').trim()) ?? [];
        if (name !== 'ffmpeg' || state === 'Z' || Number(parent) !== process.pid) return [];
        // After the parent pid: pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime priority nice.
        const nice = Number(rest!.split(' ')[14]);
        return [{ pid: Number(pid), nice, args: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') }];
      } catch {
        return []; // the process ended while we looked
      }
    });
}
