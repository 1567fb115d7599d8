import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dashboardFirstLoad } from './build/dashboard-first-load.ts';

const api = 'http://127.0.0.1:3000';
const shared = path.resolve(import.meta.dirname, '../../packages/shared');
const src = path.resolve(import.meta.dirname, 'src');

/**
 * Modules that only define things: a module of these is bundled only when something it exports is
 * used. The shared package is plain constants and zod schemas, so a page that only needs the plan
 * table does not pull zod in. The app's features, components and lib define components, hooks and
 * API calls, so importing one thing from a feature's index.ts (the home's week figures) does not
 * pull in the rest of the feature (the analytics screen with its charts). Stores, the app layer
 * and stylesheets keep their effects.
 */
const SIDE_EFFECT_FREE = [
  shared,
  ...['features', 'components', 'lib'].map((dir) => `${src}/${dir}/`),
];
const hasSideEffects = (id: string) =>
  !/\.tsx?$/.test(id) || !SIDE_EFFECT_FREE.some((prefix) => id.startsWith(prefix));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // What a signed-in person's browser runs on opening /dashboard: the app, the dashboard's
    // layout and its home. Charts and drag and drop load with the screens that draw them.
    dashboardFirstLoad({
      roots: [
        'index.html',
        'src/app/layouts/dashboard-layout.tsx',
        'src/app/routes/dashboard/overview.tsx',
      ],
      heavyPackages: [
        'twitter-text',
        'recharts',
        '@dnd-kit/core',
        '@dnd-kit/sortable',
        '@dnd-kit/utilities',
      ],
    }),
  ],
  resolve: {
    alias: { '@': src },
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
        moduleSideEffects: hasSideEffects,
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
