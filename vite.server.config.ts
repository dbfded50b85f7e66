import { defineConfig } from 'vite';

/** Bundles the Fastify server (server/index.ts) into build/server; dependencies stay external. */
export default defineConfig({
  envPrefix: 'PUBLIC_',
  publicDir: false,
  build: {
    ssr: 'server/index.ts',
    outDir: 'build/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    copyPublicDir: false,
  },
});
