import { defineConfig } from 'vite';

/**
 * Bundles the Fastify server (server/index.ts) into build/server, beside the pages' server bundle
 * React Router wrote there (build/server/pages.js); dependencies stay external.
 */
export default defineConfig({
  envPrefix: 'PUBLIC_',
  publicDir: false,
  build: {
    ssr: 'server/index.ts',
    outDir: 'build/server',
    emptyOutDir: false,
    target: 'node20',
    sourcemap: true,
    copyPublicDir: false,
  },
});
