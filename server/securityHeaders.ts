import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CSP_REPORT_PATH = '/csp-report';

/** What the browser reported; tests read it, operators see each report in the log. */
export interface CspReports {
  count: number;
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Scripts: only the app's own files: no inline script and no eval (zod runs jitless, see
 * src/app/start/zodWithoutEval.ts). Styles: 'unsafe-inline' is needed: Mantine writes its CSS variables into a
 * <style> element at run time and components (and the virtualised table) set `style` attributes, which no
 * nonce or hash can cover. Inline style cannot run code, so script injection stays closed.
 */
function contentSecurityPolicy(connectSrc: readonly string[]) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connectSrc],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      reportUri: [CSP_REPORT_PATH],
    },
  };
}

/** Helmet's headers on every response, HSTS when the request came over HTTPS, and the CSP report sink. */
export function securityHeaders(
  app: FastifyInstance,
  options: { connectSrc: readonly string[] },
): CspReports {
  const setHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(options.connectSrc),
    // Set below only over HTTPS: over plain HTTP browsers ignore it, and a test host must not be pinned.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });

  const reports: CspReports = { count: 0 };
  for (const type of ['application/csp-report', 'application/reports+json']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null);
      }
    });
  }
  app.post(CSP_REPORT_PATH, async (request, reply) => {
    reports.count += 1;
    request.log.warn({ cspReport: request.body }, 'CSP violation reported');
    return reply.code(204).send();
  });
  return reports;
}
