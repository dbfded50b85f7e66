import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/PID/stat's times. */
const ticksPerSecond = 100;

/**
 * CPU seconds (user and system, every thread) process `pid` has used so far, from
 * /proc/PID/stat; undefined where there is no /proc.
 */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // NOTE: the second field is the command in parentheses and may hold spaces; count after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [fields[11], fields[12]].map(Number);
  return (utime! + stime!) / ticksPerSecond;
}

/** This process's own CPU seconds (user and system), as `process.cpuUsage` counts them. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
