import { readFileSync } from 'node:fs';
import os from 'node:os';
import { chromiumVersion } from './chromium.ts';

/** The 1-minute load average: other work on the machine skews every figure here. */
export function loadAverage(): number {
  return Math.round(os.loadavg()[0]! * 100) / 100;
}

/** What the figures were measured on. */
export function describeMachine() {
  let debian = 'unknown';
  try {
    debian = readFileSync('/etc/debian_version', 'utf8').trim();
  } catch {
    // Not Debian.
  }
  return {
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    debian,
    chromium: chromiumVersion(),
    loadAverageAtStart: loadAverage(),
  };
}
