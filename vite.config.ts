import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './server/precompress.ts';
import { crmServer } from './server/vitePlugin.ts';

export default defineConfig({
  plugins: [react(), crmServer(), precompress()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { target: 'es2022', sourcemap: true },
});
