import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createCrmProxy, type IntegrationSecrets } from './crmProxy.ts';
import type { RunningSandbox, SandboxOptions } from './server.ts';

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

function readCatalogFile(file: string | undefined): unknown {
  if (!file) return undefined;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A real account when CRM_BASE_URL is set; otherwise the local sandbox, started here. */
async function startBackend(options: CrmServerPluginOptions): Promise<Backend> {
  const env = options.env ?? process.env;
  const realCrm = env.CRM_BASE_URL;
  if (realCrm) {
    const integration =
      env.CRM_CLIENT_ID && env.CRM_CLIENT_SECRET
        ? { clientId: env.CRM_CLIENT_ID, clientSecret: env.CRM_CLIENT_SECRET }
        : null;
    const catalogs = readCatalogFile(env.CRM_CATALOG_FILE);
    return {
      target: realCrm,
      integration,
      forwardedHeaders: false,
      config: {
        apiBaseUrl: '/api',
        integration: integration ? 'proxy' : 'browser',
        sandboxLogin: null,
        catalogs,
      },
      close: async () => {},
    };
  }
  // Loaded lazily so that a build, or a run against a real CRM, never opens the sandbox database.
  const { startSandbox, sandboxOptionsFromEnv, defaultCredentials } = await import('./server.ts');
  const { sandboxCatalog } = await import('./catalog.ts');
  const sandboxOptions: SandboxOptions = {
    ...sandboxOptionsFromEnv(env),
    port: 0,
    quiet: true,
    ...options.sandbox,
  };
  const sandbox: RunningSandbox = await startSandbox(sandboxOptions);
  const credentials = { ...defaultCredentials, ...sandboxOptions.credentials };
  return {
    target: sandbox.url,
    forwardedHeaders: true,
    integration: { clientId: credentials.clientId, clientSecret: credentials.clientSecret },
    config: {
      apiBaseUrl: '/api',
      integration: 'proxy',
      sandboxLogin: { username: credentials.username, password: credentials.password },
      catalogs: sandboxCatalog,
    },
    close: () => sandbox.close(),
  };
}

/** A backend that failed to start answers every request with the reason, instead of leaving it hanging. */
function failWith(response: ServerResponse, error: unknown): void {
  response.statusCode = 500;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(JSON.stringify({ message: `The CRM backend did not start: ${String(error)}` }));
}

function install(middlewares: Connect.Server, backend: Promise<Backend>): void {
  middlewares.use('/config.json', (_request, response) => {
    backend.then(
      (ready) => {
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(JSON.stringify(ready.config));
      },
      (error: unknown) => failWith(response, error),
    );
  });
  middlewares.use('/api', (request, response) => {
    backend.then(
      (ready) => createCrmProxy(ready)(request, response),
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
  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopped ??= backend
      ? backend.then(
          (ready) => ready.close(),
          () => undefined,
        )
      : Promise.resolve();
    return stopped;
  };
  const start = (server: ViteDevServer | PreviewServer) => {
    backend ??= startBackend(options);
    install(server.middlewares, backend);
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
