import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`.vite/manifest.json`), the fields this module follows. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface FirstLoadBytes {
  /** Output files (relative to the build folder) the route loads before it can show anything. */
  js: string[];
  css: string[];
  jsGzipKB: number;
  cssGzipKB: number;
}

function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function gzipKB(outDir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * What a route loads first: index.html's entry, everything it imports statically, and the route's own
 * module with its static imports (dynamic imports are loaded on first use, so they are left out).
 */
export function firstLoadBytes(outDir: string, routeModule: string): FirstLoadBytes {
  const manifest = readManifest(outDir);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('the build manifest has no index.html entry');
  visit(entry);
  visit(routeModule);
  return { js: [...js], css: [...css], jsGzipKB: gzipKB(outDir, js), cssGzipKB: gzipKB(outDir, css) };
}
