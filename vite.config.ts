import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { precompress } from './server/precompress.ts';
import { crmServer } from './server/vitePlugin.ts';
import { sourceAlias } from './sourceAlias.ts';

// `BUNDLE_REPORT=1 npm run build` writes dist/bundle.html (a treemap of where each chunk's bytes come from);
// `BUNDLE_REPORT=json` writes the same as data, dist/bundle.json.
const bundleReport = process.env.BUNDLE_REPORT
  ? [
      visualizer({
        filename: process.env.BUNDLE_REPORT === 'json' ? 'dist/bundle.json' : 'dist/bundle.html',
        gzipSize: true,
        template: process.env.BUNDLE_REPORT === 'json' ? 'raw-data' : 'treemap',
      }),
    ]
  : [];

export default defineConfig({
  plugins: [react(), crmServer(), precompress(), ...bundleReport],
  resolve: { alias: [sourceAlias] },
  server: { port: 5173 },
  preview: { port: 4173 },
  // The manifest lets the budget test follow what the list route loads first.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Every browser that runs es2022 knows <link rel=modulepreload>; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every first visit anyway: one chunk compresses better
        // than ten small ones (shared dictionary, no per-file overhead).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
