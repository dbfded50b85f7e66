import { chromium, type Browser } from '@playwright/test';
import { matchPath } from 'react-router';
import { servedEntries } from '#tests/e2e/support/served-paths.ts';
import { runConcurrently } from '#tests/setup/concurrency.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { comparedPages } from './script-less.ts';
import { servedSizes } from './served-size.ts';
import { kilobytes } from './stats.ts';
import { atMost, verdict, type Verdict } from './verdicts.ts';

/**
 * What each page's first view downloads, recorded from Chromium's network events: JavaScript and
 * CSS (counted as a gzip-only client receives them), whether any request leaves the site, and
 * whether the chunks only the admin, the banner page and the playbook use stay on those pages.
 */
export const pageWeightBudgets = {
  homeJsKB: 130,
  cssKB: 25,
  /**
   * Script files (the modules and an event page's state script) of the first view of each page
   * whose hydration is timed: more than 11 wait for a third round of requests over Chromium's
   * six connections (docs/decisions/013-first-view-javascript.md).
   */
  hydrationTimedFiles: 11,
};

/** Pages whose code no other page may load. */
export const isolatedPages = ['/admin', '/founding-member-banners', '/playbook'];

type RouterManifest = {
  /** The manifest's own script, which every page loads. */
  url: string;
  entry: { module: string; imports?: string[] };
  routes: Record<string, { path?: string; module: string; imports?: string[] }>;
};

type PageLoad = {
  path: string;
  /** Every URL the page requested. */
  requests: string[];
  /** Pathnames of the same-origin JavaScript and CSS it loaded. */
  js: string[];
  css: string[];
  manifest: RouterManifest;
};

export type PageWeight = {
  path: string;
  jsKB: number;
  cssKB: number;
  jsFiles: number;
  requests: number;
};

export type PageWeightResult = {
  pages: PageWeight[];
  /** The first view of `/`, file by file (kB gzip), largest first. */
  homeJs: { file: string; kB: number }[];
  /** Chunks that only each isolated page uses. */
  pageOnlyChunks: Record<string, string[]>;
  /** Isolated pages' chunks that another page loaded. */
  leaks: { page: string; owner: string; chunk: string }[];
  offsiteRequests: string[];
  /**
   * First-view script files of the pages whose hydration is timed that build an `Intl` object:
   * the first one loads the browser's locale data, hundreds of milliseconds on a slowed phone
   * (docs/decisions/013-first-view-javascript.md, 2026-11-29).
   */
  intlFiles: string[];
};

// Each screen once, the event route at each seeded event's address; a page answered without
// scripts loads no code to weigh.
const uniquePaths = [
  ...new Set(
    servedEntries
      .filter((entry) => entry.path === entry.canonicalPath && !entry.withoutScripts)
      .map((entry) => entry.path),
  ),
];

async function loadPage(browser: Browser, origin: string, pagePath: string): Promise<PageLoad> {
  // A fresh context per page: an empty cache, so this is the page's first view.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${origin}${pagePath}`);
    // The page hydrates after its first paint (app/lib/hydration.ts): its first view's code is
    // what it has loaded once it has, and the network is quiet again.
    await page.waitForFunction(() => window.__siteHydrated === true);
    await page.waitForLoadState('networkidle');
    const manifest = (await page.evaluate(
      () => (window as unknown as { __reactRouterManifest: unknown }).__reactRouterManifest,
    )) as RouterManifest;
    const sameOrigin = requests.map((url) => new URL(url)).filter((url) => url.origin === origin);
    const withExtension = (extension: string) => [
      ...new Set(sameOrigin.map((url) => url.pathname).filter((p) => p.endsWith(extension))),
    ];
    return {
      path: pagePath,
      requests,
      js: withExtension('.js'),
      css: withExtension('.css'),
      manifest,
    };
  } finally {
    await context.close();
  }
}

function moduleOf(manifest: RouterManifest, pagePath: string): string {
  const route = Object.values(manifest.routes).find(
    (r) => r.path !== undefined && r.path !== '*' && matchPath(r.path, pagePath) !== null,
  );
  if (!route) throw new Error(`no route for ${pagePath} in the React Router manifest`);
  return route.module;
}

/** `import('./chunk.js')` as Vite writes a lazy import into a chunk. */
const lazyImport = /import\(\s*[`'"]\.\/([\w.-]+\.js)[`'"]\s*\)/g;
/** `import{…}from"./chunk.js"` or `import"./chunk.js"`: what a chunk needs to run. */
const staticImport = /(?:\bfrom|\bimport)\s*[`'"]\.\/([\w.-]+\.js)[`'"]/g;

/**
 * `chunks` and every chunk they import lazily, with what those need in turn, read from the
 * server.
 */
async function withImports(origin: string, chunks: Iterable<string>): Promise<Set<string>> {
  const found = new Set(chunks);
  const pending = [...found];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    const source = await (await fetch(`${origin}${chunk}`)).text();
    for (const [, file] of [...source.matchAll(lazyImport), ...source.matchAll(staticImport)]) {
      const imported = new URL(file!, `${origin}${chunk}`).pathname;
      if (!found.has(imported)) pending.push(imported);
      found.add(imported);
    }
  }
  return found;
}

/**
 * The chunks only the page `load` shows uses: what its first view loaded, its route's static
 * imports and what those import lazily (code loaded on demand, such as the banner drawing), less
 * the manifest script and everything the entry, the root or a route with another module imports,
 * statically or lazily.
 */
async function pageOnlyChunks(origin: string, load: PageLoad): Promise<string[]> {
  const { manifest } = load;
  const own = moduleOf(manifest, load.path);
  const shared = new Set([manifest.url, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const used = new Set(load.js);
  for (const route of Object.values(manifest.routes)) {
    const chunks = [route.module, ...(route.imports ?? [])];
    for (const chunk of chunks) (route.module === own ? used : shared).add(chunk);
  }
  // What other code loads on demand is theirs too (the footer's resource cards, the notices).
  const [withLazy, sharedWithLazy] = await Promise.all([
    withImports(origin, used),
    withImports(origin, shared),
  ]);
  return [...withLazy].filter((chunk) => !sharedWithLazy.has(chunk)).sort();
}

function isOffsite(url: string, origin: string): boolean {
  const parsed = new URL(url);
  return /^(https?|wss?):$/.test(parsed.protocol) && parsed.origin !== origin;
}

/**
 * Every page's first view, each in a context of its own (so the bytes are the page's, whatever
 * else loads beside it), in `executablePath`: the benchmark's Chromium, or the end-to-end tests'
 * own (bytes do not depend on which build asks). `pagesAtOnce` > 1 only against a server that
 * does not shed load: on two cores, four pages at once in the full browser lagged the bench's
 * server into answering module requests with 503 (2026-11-29).
 */
export async function measurePageWeight(
  origin: string,
  { executablePath = chromiumPath, pagesAtOnce = 1 } = {},
): Promise<PageWeightResult> {
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  const loads: PageLoad[] = [];
  try {
    loads.push(
      ...(await runConcurrently(
        uniquePaths.map((path) => () => loadPage(browser, origin, path)),
        pagesAtOnce,
      )),
    );
  } finally {
    await browser.close();
  }
  const sizeOf = servedSizes();
  const total = async (files: string[]) => {
    const sizes = await Promise.all(files.map((file) => sizeOf(`${origin}${file}`)));
    return sizes.reduce((sum, size) => sum + size, 0);
  };

  const pages = await Promise.all(
    loads.map(async (load) => ({
      path: load.path,
      jsKB: kilobytes(await total(load.js)),
      cssKB: kilobytes(await total(load.css)),
      jsFiles: load.js.length,
      requests: load.requests.length,
    })),
  );
  const home = loads.find((load) => load.path === '/')!;
  const homeJs = await Promise.all(
    home.js.map(async (file) => ({ file, kB: kilobytes(await sizeOf(`${origin}${file}`)) })),
  );

  const pageOnly = Object.fromEntries(
    await Promise.all(
      isolatedPages.map(async (owner) => {
        const load = loads.find((l) => l.path === owner)!;
        return [owner, await pageOnlyChunks(origin, load)] as const;
      }),
    ),
  );
  const leaks = loads.flatMap((load) =>
    isolatedPages.flatMap((owner) => {
      const ownerModule = moduleOf(load.manifest, owner);
      if (moduleOf(load.manifest, load.path) === ownerModule) return [];
      return load.js
        .filter((chunk) => pageOnly[owner]!.includes(chunk))
        .map((chunk) => ({ page: load.path, owner, chunk }));
    }),
  );
  const offsiteRequests = [
    ...new Set(loads.flatMap((load) => load.requests.filter((url) => isOffsite(url, origin)))),
  ];
  const timedFiles = [
    ...new Set(loads.filter((load) => comparedPages.includes(load.path)).flatMap((l) => l.js)),
  ];
  const intlFiles = (
    await Promise.all(
      timedFiles.map(async (file) => {
        const text = await (await fetch(`${origin}${file}`)).text();
        return /\bIntl\.[A-Z]/.test(text) ? [file] : [];
      }),
    )
  ).flat();
  return {
    intlFiles,
    pages,
    homeJs: homeJs.sort((a, b) => b.kB - a.kB),
    pageOnlyChunks: pageOnly,
    leaks,
    offsiteRequests,
  };
}

export function pageWeightVerdicts(result: PageWeightResult): Verdict[] {
  const section = 'page weight';
  const home = result.pages.find((page) => page.path === '/')!;
  const heaviestCss = result.pages.reduce((a, b) => (b.cssKB > a.cssKB ? b : a));
  const { homeJsKB, cssKB, hydrationTimedFiles } = pageWeightBudgets;
  const timed = result.pages.filter((page) => comparedPages.includes(page.path));
  const mostFiles = timed.reduce((a, b) => (b.jsFiles > a.jsFiles ? b : a));
  return [
    atMost(section, 'JavaScript, first view of / (kB gzip)', home.jsKB, homeJsKB),
    atMost(
      section,
      `script files, first view of ${comparedPages.join(', ')} (most: ${mostFiles.path})`,
      mostFiles.jsFiles,
      hydrationTimedFiles,
    ),
    atMost(section, `CSS, heaviest page (${heaviestCss.path}) (kB gzip)`, heaviestCss.cssKB, cssKB),
    verdict(
      section,
      `admin/banner/playbook-only chunks loaded by other pages (of ${result.pages.length} pages)`,
      result.leaks.length === 0
        ? 0
        : result.leaks.map((l) => `${l.page} loads ${l.chunk} (${l.owner} only)`).join(', '),
      '0',
      result.leaks.length === 0,
    ),
    verdict(
      section,
      `script files of ${comparedPages.join(', ')} building an Intl object`,
      result.intlFiles.length === 0 ? 0 : result.intlFiles.join(', '),
      '0',
      result.intlFiles.length === 0,
    ),
    verdict(
      section,
      'requests leaving the site',
      result.offsiteRequests.length === 0 ? 0 : result.offsiteRequests.join(', '),
      '0',
      result.offsiteRequests.length === 0,
    ),
  ];
}
