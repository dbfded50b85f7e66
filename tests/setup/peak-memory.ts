/**
 * How long some work took and how far this process's resident memory rose above where it
 * started while it ran, sampled every few milliseconds: the peak, not the end (memory freed
 * afterwards still had to be there). A decoder works on threads of its own, so the event loop
 * stays free to sample.
 */
export async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; milliseconds: number; extraBytes: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const started = performance.now();
  try {
    const result = await work();
    const milliseconds = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, milliseconds, extraBytes: peak - before };
  } finally {
    clearInterval(sample);
  }
}
