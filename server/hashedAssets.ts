import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

interface HashedAsset {
  contentType: string;
  etag: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

function readIfPresent(file: string): Buffer | null {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ? readFileSync(file) : null;
}

/** Each asset with the brotli and gzip copies the build made beside it. */
function loadAssets(folder: string): Map<string, HashedAsset> {
  const assets = new Map<string, HashedAsset>();
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return assets;
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const file = path.join(folder, name);
    if (!statSync(file).isFile()) continue;
    const identity = readFileSync(file);
    assets.set(name, {
      contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      identity,
      br: readIfPresent(`${file}.br`),
      gzip: readIfPresent(`${file}.gz`),
    });
  }
  return assets;
}

/** The encoding to send: brotli, then gzip, when the browser accepts it (a q=0 refuses). */
function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...parameters] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
    return quality === undefined || Number(quality.trim().slice(2)) > 0;
  });
}

function send(reply: FastifyReply, asset: HashedAsset, acceptEncoding: string | undefined, method: string) {
  let body = asset.identity;
  if (asset.br && acceptsEncoding(acceptEncoding, 'br')) {
    body = asset.br;
    reply.header('content-encoding', 'br');
  } else if (asset.gzip && acceptsEncoding(acceptEncoding, 'gzip')) {
    body = asset.gzip;
    reply.header('content-encoding', 'gzip');
  }
  reply
    .header('content-type', asset.contentType)
    .header('cache-control', IMMUTABLE)
    .header('vary', 'accept-encoding')
    .header('etag', asset.etag)
    .header('content-length', body.length);
  return reply.send(method === 'HEAD' ? null : body);
}

/**
 * `/assets/*`: the build's content-hashed files, held in memory (a few MB) with their precompressed copies,
 * so the busiest requests cost no disk access. An unknown name is a 404, never the app's page.
 */
export function hashedAssets(app: FastifyInstance, staticDir: string): void {
  const assets = loadAssets(path.join(staticDir, 'assets'));
  app.route({
    method: ['GET', 'HEAD'],
    url: '/assets/:name',
    handler: (request, reply) => {
      const { name } = request.params as { name: string };
      const asset = assets.get(name);
      if (!asset) return reply.code(404).send({ message: 'Not found.' });
      if (request.headers['if-none-match'] === asset.etag) {
        return reply.code(304).header('cache-control', IMMUTABLE).header('etag', asset.etag).send();
      }
      return send(reply, asset, request.headers['accept-encoding'], request.method);
    },
  });
}
