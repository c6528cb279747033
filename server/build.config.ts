import { defineConfig } from 'vite';

/**
 * `npm run build` bundles the server into dist-server/main.js for plain `node`: no TypeScript loader at run
 * time, and its dependencies stay external (installed with `npm ci --omit=dev`).
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
