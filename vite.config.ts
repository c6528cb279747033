import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { crmServer } from './sandbox/vitePlugin.ts';

export default defineConfig({
  plugins: [react(), crmServer()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { target: 'es2022', sourcemap: true },
});
