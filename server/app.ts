import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { clientConfig } from './clientConfig.ts';
import { API_PREFIX, crmProxy } from './crmProxy.ts';
import { healthRoutes } from './health.ts';
import { type CspReports, securityHeaders } from './securityHeaders.ts';
import type { ServerSettings } from './settings.ts';
import { createSignInLimiter } from './signInLimiter.ts';
import { staticFiles } from './staticFiles.ts';

export interface ProductionServer {
  app: FastifyInstance;
  cspReports: CspReports;
}

/** Fields of a request log line: never headers or bodies, so no token, password or secret. */
function requestLine(request: { method: string; url: string }, statusCode: number, elapsedMs: number) {
  return {
    method: request.method,
    path: request.url.split('?')[0],
    status: statusCode,
    ms: Math.round(elapsedMs * 10) / 10,
  };
}

export async function buildServer(
  settings: ServerSettings,
  logger: FastifyServerOptions['logger'] = true,
): Promise<ProductionServer> {
  const app = Fastify({
    logger,
    trustProxy: settings.trustProxy,
    // One line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: settings.bodyLimitBytes,
    // Longer than load balancers' usual 60 s idle timeout: the balancer closes an idle connection first, so it
    // never sends a request on one this server is closing.
    keepAliveTimeout: 65_000,
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(requestLine(request, reply.statusCode, reply.elapsedTime), 'request');
    done();
  });

  const limiter = createSignInLimiter({
    attemptsPerMinute: settings.signInAttemptsPerMinute,
    redisUrl: settings.redisUrl,
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
  });
  app.addHook('onClose', () => limiter.close());
  // Instances share counters from their first request on; a Redis that is down at start is logged and waited out in memory.
  await limiter.settled;

  const cspReports = securityHeaders(app, { connectSrc: settings.connectSrc });
  healthRoutes(app, settings.crmBaseUrl);
  const config = clientConfig({
    integration: settings.integration,
    catalogs: settings.catalogs,
    desk: settings.desk,
  });
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-store').send(config));
  await app.register(crmProxy, {
    prefix: API_PREFIX,
    target: settings.crmBaseUrl,
    integration: settings.integration,
    forwardedHeaders: false,
    timeoutMs: settings.upstreamTimeoutMs,
    bodyLimitBytes: settings.bodyLimitBytes,
    signInLimiter: limiter,
  });
  await staticFiles(app, settings.staticDir);
  return { app, cspReports };
}
