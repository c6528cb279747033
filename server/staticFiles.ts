import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { hashedAssets } from './hashedAssets.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER_CACHED = 'no-store';
/**
 * Unhashed public files (favicon, the service worker `sw.js` and its `workbox-*.js`, the manifest): revalidated
 * each time, so a deploy shows at once and no old worker is pinned by a cache between.
 */
const REVALIDATED = 'no-cache';

function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (file.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  if (name.startsWith('index.html')) return NEVER_CACHED;
  return REVALIDATED;
}

/** A path with a file extension, or under /assets/, asks for a file: a missing one is a 404, not the app. */
function looksLikeFile(urlPath: string): boolean {
  return urlPath.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(urlPath);
}

/**
 * The built app: `/assets/*` from memory (hashedAssets.ts), other files from disk with the brotli/gzip copy
 * Accept-Encoding asks for, and index.html (never cached) for the app's own routes.
 */
export async function staticFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`No built app in ${staticDir}: run \`npm run build\` first.`);
  }
  hashedAssets(app, staticDir);
  await app.register(fastifyStatic, {
    root: staticDir,
    preCompressed: true,
    cacheControl: false,
    index: false,
    redirect: false,
    dotfiles: 'deny',
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(file));
    },
  });

  app.get('/', (_request, reply) => reply.sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile(urlPath)) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}
