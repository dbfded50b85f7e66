/** Runs `tasks` with at most `concurrency` of them under way; results in task order. */
export async function runConcurrently<T>(tasks: (() => Promise<T>)[], concurrency: number) {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
