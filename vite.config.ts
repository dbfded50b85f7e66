import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  envPrefix: 'PUBLIC_',
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // `npm run dev` (scripts/dev.ts) runs the API beside Vite.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}` },
  },
});
