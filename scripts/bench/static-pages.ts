import { runLoad, type LoadResult } from './http-load.ts';
import { verdict, type Verdict } from './verdicts.ts';

/**
 * A prerendered page served from memory, as a browser asks for it (brotli or gzip). Not the home
 * page: the server renders that one from the stored events (bench/event-pages.ts measures it).
 */
export async function loadStaticPage(
  origin: string,
  { pagePath = '/about', connections = 50, seconds = 10 } = {},
): Promise<LoadResult & { page: string }> {
  const result = await runLoad({
    url: `${origin}${pagePath}`,
    connections,
    seconds,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
  });
  return { page: pagePath, ...result };
}

export function staticPageTable(result: LoadResult & { page: string }) {
  return [
    {
      page: result.page,
      connections: result.connections,
      'requests/s': result.requestsPerSecond,
      'p50 (ms)': result.p50Ms,
      'p99 (ms)': result.p99Ms,
      'max (ms)': result.maxMs,
      responses: result.responses,
      errors: result.errors,
    },
  ];
}

export function staticPageVerdicts(result: LoadResult & { page: string }): Verdict[] {
  const failed = result.errors + result.responses - (result.statusCounts['200'] ?? 0);
  return [
    verdict(
      `static page ${result.page}, ${result.connections} connections`,
      'errors and non-200 answers',
      failed,
      '0',
      failed === 0,
    ),
  ];
}
