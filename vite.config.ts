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
 * Browser chunks (docs/performance.md, decision 013). Left to itself the bundler made a file for
 * every set of pages sharing a module: 35 requests for the home page, each a round trip a phone
 * on a slow network waits for. So each group below takes whole folders, never files by name:
 * moving or renaming a file inside a folder changes nothing a page loads.
 *
 * NOTE: a group also takes what its modules import statically (rolldown's
 * `includeDependenciesRecursively`), never what they load on demand. That is how the content a
 * piece shows and the icons it draws come along, and why a piece loaded on demand (the notice
 * area, the footer's resource cards, the not-found screen) lives outside these folders.
 */
type ModuleInfo = { importers: readonly string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

/** Generic page pieces, design-system primitives and browser helpers, with their libraries. */
const sharedFolder =
  /[\\/]app[\\/](components[\\/](common|ui)|lib)[\\/]|node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/;
const primitive = /[\\/]app[\\/]components[\\/]ui[\\/]/;
const featureFolder = /[\\/]app[\\/]features[\\/]/;
/**
 * Whether `id` is a design-system primitive that only the features (forms, admin, banners,
 * enquiry) import: the form controls, the dialog. It loads with its feature; the forms are on
 * many routes, but not on the home page.
 */
function featureOnlyPrimitive(id: string, getModuleInfo: ChunkingContext['getModuleInfo']) {
  const importers = getModuleInfo(id)?.importers ?? [];
  return (
    primitive.test(id) &&
    importers.length > 0 &&
    importers.every((importer) => featureFolder.test(importer))
  );
}

const codeSplitting = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
      priority: 2,
    },
    {
      name: (id: string, context: ChunkingContext) =>
        sharedFolder.test(id) &&
        !featureOnlyPrimitive(id, (module) => context.getModuleInfo(module))
          ? 'shared'
          : null,
      debugName: 'shared (common/, ui/, lib/)',
      // Used by at least this many route modules: rarer modules stay with the pages that use them.
      // 3, not 8, since the home page and the event pages grew past 11 files (decision 013).
      minShareCount: 3,
      priority: 1,
    },
    {
      // The root and the frame every page shows (header, footer, menus, theme toggle), which
      // every page loads: one file, not two (0.4 kB less for / than a chunk of its own for the
      // root). Before the event cards' group, which would otherwise take the frame's join button
      // and menus the card grid shows, and every page would load the cards' file for them.
      name: 'site',
      test: /[\\/]app[\\/](root\.tsx|components[\\/]layout[\\/])/,
      priority: 1,
    },
    {
      // The submission forms and the pages' form settings, with the form controls they import
      // (input, label, textarea): one file for every page with a form, not three.
      // NOTE: the chunks are fetched after the first paint over Chromium's six connections to a
      // site (HTTP/1.1): a page of more than 11 files waits for a third round trip (decision 013).
      name: 'forms',
      test: /[\\/]app[\\/]features[\\/]forms[\\/]|[\\/]content[\\/]page-forms\.ts$/,
      priority: 0,
    },
    {
      // The event cards (the home page's and the listing's) with the icons they draw: first, so
      // those icons are not taken into the page parts' file below, which the home page would
      // then load whole (4.7 kB) for five icons.
      name: 'event-cards',
      test: /[\\/]app[\\/]components[\\/]events[\\/](event-card|event-card-grid)\.tsx$/,
      priority: 1,
    },
    {
      // What the pages other than the home page draw: a page top (heading or hero band) with
      // its artwork, and the event pieces (facts, agenda, timeline, where the event stands, the
      // note in a closed form's place). One file instead of four
      // on the event pages (page-heading, page-art, artwork, event-pieces); each page that shows
      // a page top and no event piece loads 0.4–0.8 kB more. The calendar links too: the editor
      // shares them (the place line), and a file of their own would be the event page's twelfth.
      // The folders are schemas/artwork/ and schemas/events/calendar/; the .ics module beside the
      // links is the server's, never in a browser chunk.
      name: 'page-parts',
      test: /[\\/](app[\\/]components[\\/](page-top|art|events[\\/]details)[\\/]|schemas[\\/](artwork|events[\\/]calendar)[\\/])/,
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
