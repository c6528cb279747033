import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite';
import type { RunningSandbox, SandboxOptions } from '../sandbox/server.ts';
import { clientConfig, deskFromEnv } from './clientConfig.ts';
import { API_PREFIX, crmProxy, type IntegrationSecrets } from './crmProxy.ts';
import { catalogsFromEnv, integrationFromEnv } from './settings.ts';

export interface CrmServerPluginOptions {
  /** Overrides for the embedded sandbox (tests set a short token lifetime, a temporary folder). */
  sandbox?: SandboxOptions;
  env?: NodeJS.ProcessEnv;
}

interface Backend {
  target: string;
  integration: IntegrationSecrets | null;
  forwardedHeaders: boolean;
  config: Record<string, unknown>;
  close(): Promise<void>;
}

/** A real account when CRM_BASE_URL is set; otherwise the local sandbox, started here. */
async function startBackend(options: CrmServerPluginOptions): Promise<Backend> {
  const env = options.env ?? process.env;
  const realCrm = env.CRM_BASE_URL;
  if (realCrm) {
    const integration = integrationFromEnv(env);
    return {
      target: realCrm,
      integration,
      forwardedHeaders: false,
      config: clientConfig({ integration, catalogs: catalogsFromEnv(env), desk: deskFromEnv(env) }),
      close: async () => {},
    };
  }
  // Loaded lazily so that a build, or a run against a real CRM, never opens the sandbox database.
  const { startSandbox, sandboxOptionsFromEnv, defaultCredentials } = await import('../sandbox/server.ts');
  const { sandboxCatalog } = await import('../sandbox/catalog.ts');
  const sandboxOptions: SandboxOptions = {
    ...sandboxOptionsFromEnv(env),
    port: 0,
    quiet: true,
    ...options.sandbox,
  };
  const sandbox: RunningSandbox = await startSandbox(sandboxOptions);
  const credentials = { ...defaultCredentials, ...sandboxOptions.credentials };
  const integration = { clientId: credentials.clientId, clientSecret: credentials.clientSecret };
  return {
    target: sandbox.url,
    forwardedHeaders: true,
    integration,
    config: clientConfig({
      integration,
      catalogs: sandboxCatalog,
      desk: { responseTargetsMinutes: [15, 60], ...deskFromEnv(env) },
      sandboxLogin: { username: credentials.username, password: credentials.password },
    }),
    close: () => sandbox.close(),
  };
}

/** The same `/api` proxy as the production server (server/crmProxy.ts), mounted in Vite's middleware stack. */
async function proxyApp(backend: Backend): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: 'warn' } });
  app.get('/config.json', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(backend.config),
  );
  await app.register(crmProxy, {
    prefix: API_PREFIX,
    target: backend.target,
    integration: backend.integration,
    forwardedHeaders: backend.forwardedHeaders,
    timeoutMs: 30_000,
    bodyLimitBytes: 1024 * 1024,
    // The sandbox limits sign-ins itself; a dev machine has one person behind it.
    signInLimiter: null,
  });
  await app.ready();
  return app;
}

/** A backend that failed to start answers every request with the reason, instead of leaving it hanging. */
function failWith(response: ServerResponse, error: unknown): void {
  response.statusCode = 500;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(JSON.stringify({ message: `The CRM backend did not start: ${String(error)}` }));
}

function install(middlewares: Connect.Server, proxy: Promise<FastifyInstance>): void {
  middlewares.use((request, response, next) => {
    const url = request.url ?? '/';
    if (url !== '/config.json' && url !== API_PREFIX && !url.startsWith(`${API_PREFIX}/`)) {
      next();
      return;
    }
    proxy.then(
      (app) => app.routing(request, response),
      (error: unknown) => failWith(response, error),
    );
  });
}

/**
 * The dev and preview servers answer `/config.json` and proxy `/api` to the CRM, adding the integration
 * secret to token requests on the way.
 */
export interface CrmServerPlugin extends Plugin {
  /** Stops the backend (closes the sandbox and its database); resolves once it is closed. */
  api: { stop(): Promise<void> };
}

export function crmServer(options: CrmServerPluginOptions = {}): CrmServerPlugin {
  let backend: Promise<Backend> | null = null;
  let proxy: Promise<FastifyInstance> | null = null;
  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      await proxy?.then(
        (app) => app.close(),
        () => undefined,
      );
      await backend?.then(
        (ready) => ready.close(),
        () => undefined,
      );
    })();
    return stopped;
  };
  const start = (server: ViteDevServer | PreviewServer) => {
    backend ??= startBackend(options);
    proxy ??= backend.then(proxyApp);
    install(server.middlewares, proxy);
    server.httpServer?.once('close', () => {
      void stop();
    });
  };
  return {
    name: 'crm-server',
    configureServer: start,
    configurePreviewServer: start,
    api: { stop },
  };
}
