import { readFileSync } from 'node:fs';
import os from 'node:os';
import { chromiumVersion } from './chromium.ts';

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
  };
}
