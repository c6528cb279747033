import { fileURLToPath } from 'node:url';

/** `@/x` is `src/x`, as tsconfig.json's `paths` says; one definition for Vite and Vitest. */
export const sourceAlias = {
  find: /^@\//,
  replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}`,
};
