import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { listSharedModules } from './listSharedChunk.ts';
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

/**
 * The installable app: its manifest and a Workbox service worker that precaches the build's files (hashed, so a
 * deployment is one consistent set) and answers navigations with the precached index.html. It caches no API
 * answer: the local copy is the one store of leads. `/config.json` is read from the network first, the last copy
 * kept for offline starts (it holds no personal data). A new worker waits until the person reloads
 * (src/features/offline registers it, after the first rows). See docs/deploy.md.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    strategies: 'generateSW',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    // The glob below takes every public file already.
    includeManifestIcons: false,
    manifest: {
      id: '/inbox',
      name: 'CRM — leads and deals',
      short_name: 'CRM',
      description: 'Leads, the sales desk and the pipeline board, also with no network.',
      lang: 'en',
      start_url: '/inbox',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1c7ed6',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      mode: 'production',
      sourcemap: false,
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      globIgnores: ['bundle.html', 'sw.js', 'workbox-*.js'],
      // Vite's hashed files need no revision of their own: the name is the version.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [
        /^\/api\//,
        /^\/config\.json$/,
        /^\/healthz$/,
        /^\/readyz$/,
        /^\/csp-report$/,
      ],
      cleanupOutdatedCaches: true,
      // The first visit's page is served by this build already: taking it at once makes it work offline at once.
      // An update never takes a page by itself (no skipWaiting): the person reloads when the prompt says so.
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname === '/config.json',
          handler: 'NetworkFirst',
          options: { cacheName: 'crm-config' },
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [react(), crmServer(), precompress(), earlyFirstPage(), installableApp(), ...bundleReport],
  resolve: {
    alias: [
      sourceAlias,
      // TanStack Store asks for the shim that brings useSyncExternalStore to React 17; React 19 has it built in.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
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
            { name: 'initial', tags: ['$initial'], priority: 1 },
            // What the list route shares with other screens travels in one file with it rather than in nine small
            // ones, each with its own gzip dictionary and request (2 KB less before the first rows). Screens that
            // need one of these load the whole file: they come after the first screen.
            { name: listSharedModules('/src/main.tsx', LIST_ROUTE), debugName: 'listShared' },
          ],
        },
      },
    },
  },
});
