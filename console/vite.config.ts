import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The recruiter console: built into dist/console and served by the service at
 * /app (src/web/console.routes.ts). `npm run console:dev` serves it with hot
 * reload and forwards API calls to a service on :3000.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: '../dist/console',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/v1', '/assets', '/reports', '/referee', '/intake', '/permissions', '/withdraw'].map(
        (prefix) => [prefix, 'http://127.0.0.1:3000'],
      ),
    ),
  },
});
