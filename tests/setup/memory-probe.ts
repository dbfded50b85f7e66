/**
 * Loaded into the built server by tests only (`--expose-gc --import`, memoryAfterCollection in
 * built-server.ts): on SIGUSR2 the server runs its garbage collector to the end and writes what
 * it then holds on one line of its stderr. Resident memory alone cannot tell what the server keeps
 * from garbage V8 has not collected yet: V8 grows its heap before it collects.
 */
const collect = (globalThis as { gc?: () => void }).gc;

process.on('SIGUSR2', () => {
  // Twice: what the first collection freed may have held the last references to more.
  collect?.();
  collect?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.stderr.write(`memory-probe ${JSON.stringify({ rss, heapUsed, external })}\n`);
});
