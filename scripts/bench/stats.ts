/** Nearest-rank percentile (p in 0–100) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

export function round(value: number, digits = 0): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** Kilobytes of 1000 bytes, the unit of the byte budgets ("130 kB gzip", docs/performance.md). */
export function kilobytes(bytes: number): number {
  return round(bytes / 1000, 1);
}
