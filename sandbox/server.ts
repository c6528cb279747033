import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TokenService } from './auth/tokenService.ts';
import { ClientStore } from './db/clientStore.ts';
import { ContractStore } from './db/contractStore.ts';
import { isSeeded, openDatabase } from './db/database.ts';
import { EmployeeStore } from './db/employeeStore.ts';
import { LeadStore } from './db/leadStore.ts';
import { OrganizationStore } from './db/organizationStore.ts';
import { TokenStore } from './db/tokenStore.ts';
import { createRequestListener } from './http/app.ts';
import { type ResolvedOptions, resolveOptions, type SandboxOptions } from './options.ts';
import { FixedWindowLimiter } from './rateLimit.ts';
import { sandboxRoutes } from './routes.ts';
import { seedDatabase } from './seed/seed.ts';
import type { Services } from './services.ts';

export type { TokenEvent } from './auth/tokenService.ts';
export {
  defaultCredentials,
  type SandboxCredentials,
  type SandboxOptions,
  sandboxOptionsFromEnv,
} from './options.ts';

export interface RunningSandbox {
  url: string;
  port: number;
  databaseFile: string;
  close(): Promise<void>;
}

function listen(server: Server, options: ResolvedOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

// A request line Node cannot parse never reaches the listener; answer it in JSON too.
function answerClientErrors(server: Server): void {
  server.on('clientError', (_error, socket) => {
    if (!socket.writable) return;
    const body = JSON.stringify({ message: 'Bad Request.' });
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nAccess-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const resolved = resolveOptions(options);
  const { db, file } = openDatabase(resolved.dataDir);
  const employees = new EmployeeStore(db);
  // The administrator who logs in is also an employee: userIdCreate of leads made through the API.
  employees.ensure(resolved.credentials.username, 'Администратор');
  if (!isSeeded(db)) {
    const started = performance.now();
    seedDatabase(db, { leadCount: resolved.leadCount, now: new Date() });
    if (!resolved.quiet) {
      console.info(
        `[sandbox] seeded ${resolved.leadCount} leads in ${(performance.now() - started).toFixed(0)} ms`,
      );
    }
  }

  const services: Services = {
    leads: new LeadStore(db),
    clients: new ClientStore(db),
    organizations: new OrganizationStore(db),
    contracts: new ContractStore(db),
    employees,
    tokens: new TokenService(
      new TokenStore(db),
      { accessSeconds: resolved.tokenTtlSeconds, refreshSeconds: resolved.refreshTtlSeconds },
      Date.now,
      resolved.onTokenEvent,
    ),
    credentials: resolved.credentials,
    now: () => Math.floor(Date.now() / 1000),
  };
  const server = createServer(
    createRequestListener({
      routes: sandboxRoutes(services),
      authenticate: (authorization) => services.tokens.authenticate(authorization),
      apiLimiter: new FixedWindowLimiter(resolved.rateLimitPerMinute),
      tokenLimiter: new FixedWindowLimiter(resolved.tokenRateLimitPerMinute),
      quiet: resolved.quiet,
    }),
  );
  answerClientErrors(server);

  let port: number;
  try {
    port = await listen(server, resolved);
  } catch (error) {
    db.close();
    throw error;
  }
  const urlHost = resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    databaseFile: file,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
        // Keep-alive connections from browsers would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
