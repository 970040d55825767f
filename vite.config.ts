import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `npm run serve` (the reference API) listens during development. */
const API_ORIGIN = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json maps the entry to its hashed files for whatever serves dist.
    manifest: true,
  },
  // public/config.json is served by Vite in development and copied into dist/ by the build.
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
    },
  },
});
