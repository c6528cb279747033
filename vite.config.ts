import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type Rollup } from 'vite';
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

const EARLY_FIRST_PAGE = 'src/api/earlyFirstPage.ts';
const LIST_ROUTE = 'src/features/leadList/LeadListPage.tsx';

/**
 * The list route's own files (its chunk, the chunks it imports that the entry does not, their stylesheets), for
 * the early module to preload on `/leads`: otherwise they are asked for only once the entry has run.
 */
function listRouteFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const loadedByEntry = new Set<string>();
  const follow = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) follow(imported, into);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) follow(chunk.fileName, loadedByEntry);
  const route = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(LIST_ROUTE));
  if (!route) return [];
  const own = new Set<string>();
  follow(route.fileName, own);
  const files = [...own].filter((fileName) => !loadedByEntry.has(fileName));
  const styles = files.flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]);
  return [...files, ...styles].map((fileName) => `/${fileName}`);
}

/**
 * index.html loads src/api/earlyFirstPage.ts as a script of its own, first and `async`, so the list's first page
 * is asked for while the app's code downloads (a script file: the CSP forbids inline ones). Built, it is an
 * entry of its own (kept out of the initial chunk) whose hashed file is written into the page here, with the list
 * route's files (`data-list-route`), which it preloads on `/leads` only.
 */
function earlyFirstPage(): Plugin {
  return {
    name: 'crm:early-first-page',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'earlyFirstPage',
        );
        const src = chunk ? `/${chunk.fileName}` : `/${EARLY_FIRST_PAGE}`;
        const listRoute = context.bundle ? listRouteFiles(context.bundle).join(' ') : '';
        const attrs = {
          type: 'module',
          async: true,
          src,
          ...(listRoute ? { 'data-list-route': listRoute } : {}),
        };
        return [{ tag: 'script', attrs, injectTo: 'head-prepend' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), crmServer(), precompress(), earlyFirstPage(), ...bundleReport],
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
      input: { index: 'index.html', earlyFirstPage: EARLY_FIRST_PAGE },
      output: {
        // Everything the entry imports statically loads on every first visit anyway: one chunk compresses better
        // than ten small ones (shared dictionary, no per-file overhead). The early first page stays apart: it
        // must run before that chunk has arrived.
        codeSplitting: {
          groups: [
            { name: 'earlyFirstPage', test: /earlyFirstPage/, priority: 1 },
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
