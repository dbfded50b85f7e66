import autocannon from 'autocannon';
import { round } from './stats.ts';

/** A closed-loop HTTP load against 127.0.0.1: `connections` clients, one request in flight each. */
export type LoadResult = {
  connections: number;
  seconds: number;
  responses: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors and timeouts. */
  errors: number;
  statusCounts: Record<string, number>;
};

export async function runLoad(
  options: Omit<autocannon.Options, 'connections' | 'duration'> & {
    connections: number;
    seconds: number;
  },
): Promise<LoadResult> {
  const { seconds, ...rest } = options;
  if (new URL(options.url).hostname !== '127.0.0.1') {
    throw new Error(`load is only ever sent to 127.0.0.1, not ${options.url}`);
  }
  const result = await autocannon({ ...rest, duration: seconds, timeout: 10, pipelining: 1 });
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  const responses = Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  return {
    connections: options.connections,
    seconds: result.duration,
    responses,
    requestsPerSecond: Math.round(responses / result.duration),
    p50Ms: round(result.latency.p50, 1),
    p99Ms: round(result.latency.p99, 1),
    maxMs: round(result.latency.max, 1),
    errors: result.errors,
    statusCounts,
  };
}
