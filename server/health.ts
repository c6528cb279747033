import type { FastifyInstance } from 'fastify';

const READINESS_TIMEOUT_MS = 2_000;

/** `/healthz`: the process answers. `/readyz`: the CRM answers too (any HTTP status means it is reachable). */
export function healthRoutes(app: FastifyInstance, crmBaseUrl: string): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      const response = await fetch(crmBaseUrl, {
        method: 'HEAD',
        signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ readinessError: String(error) }, 'CRM not reachable');
      return reply.code(503).send({ status: 'unavailable', message: 'The CRM is not reachable.' });
    }
  });
}
