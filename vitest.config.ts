import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceAlias } from './sourceAlias.ts';

// Kept apart from vite.config.ts so that tests never start the sandbox or the API proxy.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: [sourceAlias] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          css: false,
          // A guard against a hung test, not a speed target: component tests type and click through whole
          // forms, and five seconds is too little when the machine is shared.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['sandbox/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // Browser tests read app modules (the list's page size, the session's storage key) as the app resolves them.
        resolve: { alias: [sourceAlias] },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
