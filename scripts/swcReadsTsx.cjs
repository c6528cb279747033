// Preloaded by `npm run lint:boundaries` (see .dependency-cruiser.cjs). dependency-cruiser 17 can read TypeScript only through the TypeScript
// 5/6 JavaScript API (TypeScript 7, this project's compiler, has none) or through swc, but it asks swc for plain
// TypeScript syntax, which stops at the first JSX tag. This lets swc read .tsx files as TSX.
const swc = require('@swc/core');

const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (fileName, options) =>
  parseFileSync(fileName, { ...options, tsx: fileName.endsWith('.tsx') });
