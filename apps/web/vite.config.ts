import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';
const shared = path.resolve(import.meta.dirname, '../../packages/shared');

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  build: {
    target: 'es2022',
    // scripts/prerender.mjs finds the prerendered pages' script in the manifest.
    manifest: true,
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        enhance: path.resolve(import.meta.dirname, 'src/app/static/enhance.ts'),
      },
      treeshake: {
        // The shared package is plain constants and zod schemas: nothing runs on import, so a page
        // that only needs the plan table must not pull zod into its bundle.
        moduleSideEffects: (id) => !id.startsWith(shared),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/auth/google': api,
      '/auth/local': api,
      '/auth/logout': api,
    },
  },
});
