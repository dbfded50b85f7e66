import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * lucide-react's icon modules each call `createLucideIcon` from their package; this hands them
 * the site's small runtime instead (app/components/ui/lucide-icon.tsx, docs/decisions/014), which
 * is about 1.1 kB gzip less than lucide's generic one on every page.
 */
export function lucideIconRuntime(): Plugin {
  const runtime = fileURLToPath(new URL('./app/components/ui/lucide-icon.tsx', import.meta.url));
  return {
    name: 'lucide-icon-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromIcon = importer?.replaceAll('\\', '/').includes('/lucide-react/dist/esm/icons/');
      return fromIcon && source === '../createLucideIcon.mjs' ? runtime : null;
    },
  };
}

/**
 * Browser chunks (docs/performance.md, decision 013): React and React Router in one file; the
 * site's own components, helpers and content that many pages use in one more; what the root
 * (header, footer, menus, notices) imports in a third, since every page loads it anyway; and the
 * event pages' pieces in a fourth. Left to itself the bundler made a file for every set of pages
 * sharing a module: 35 requests for the home page, each a round trip a phone on a slow network
 * waits for.
 */
const sharedModule =
  /[\\/](app[\\/](components|lib)|content)[\\/]|node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/;
/** Used by many routes, but only by pages with a form or event pages: not for every page. */
const formOrEventPiece =
  /[\\/](components[\\/](form-section|agenda|timeline|event-facts|icon-fact|ui[\\/](input|textarea|label))|content[\\/](form-notices|page-forms|event-names))\./;

type ModuleInfo = { importers: readonly string[]; importedIds: readonly string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };
const rootModule = /[\\/]app[\\/]root\.tsx/;
/** The site's own code and content. NOTE: not lucide's index, which imports every icon. */
const ownModule = /^(?!.*node_modules).*[\\/](app|content)[\\/]/;
/** Whether the root route imports `id`, directly or through other modules. */
function importedByRoot(
  id: string,
  getModuleInfo: ChunkingContext['getModuleInfo'],
  seen = new Set<string>(),
): boolean {
  if (rootModule.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  // Static imports only: what the root loads on demand stays out of every first view.
  const staticImporters = (getModuleInfo(id)?.importers ?? []).filter((importer) =>
    getModuleInfo(importer)?.importedIds.includes(id),
  );
  return staticImporters.some((importer) => importedByRoot(importer, getModuleInfo, seen));
}

const codeSplitting = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
      priority: 2,
    },
    {
      name: 'shared',
      test: (id: string) => sharedModule.test(id) && !formOrEventPiece.test(id),
      // Used by at least this many routes (of about 50, with the /wlai twins): rarer modules
      // stay with the pages that use them.
      minShareCount: 8,
      priority: 1,
    },
    {
      name: (id: string, context: ChunkingContext) =>
        ownModule.test(id) && importedByRoot(id, (module) => context.getModuleInfo(module))
          ? 'site'
          : null,
      debugName: 'site (the root and what it imports)',
      priority: 0,
    },
    {
      // The event pages use all four; /events, /summit and /the-board one or two (1 kB more).
      name: 'event-pieces',
      test: /[\\/]app[\\/]components[\\/](agenda|timeline|event-facts|icon-fact)\./,
      priority: 0,
    },
  ],
};

export default defineConfig({
  envPrefix: 'PUBLIC_',
  plugins: [lucideIconRuntime(), tailwindcss(), reactRouter()],
  build: { rolldownOptions: { output: { codeSplitting } } },
  server: {
    // `npm run dev` (scripts/dev.ts) runs the API beside Vite.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}` },
  },
});
