import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TokenService } from './auth/tokenService';
import { ClientStore } from './db/clientStore';
import { ContractStore } from './db/contractStore';
import { isSeeded, openDatabase } from './db/database';
import { EmployeeStore } from './db/employeeStore';
import { LeadStore } from './db/leadStore';
import { OrganizationStore } from './db/organizationStore';
import { TokenStore } from './db/tokenStore';
import { createRequestListener } from './http/app';
import { type ResolvedOptions, resolveOptions, type SandboxOptions } from './options';
import { FixedWindowLimiter } from './rateLimit';
import { sandboxRoutes } from './routes';
import { seedDatabase } from './seed/seed';
import type { Services } from './services';

export {
  defaultCredentials,
  type SandboxCredentials,
  type SandboxOptions,
  sandboxOptionsFromEnv,
} from './options';

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
    tokens: new TokenService(new TokenStore(db), {
      accessSeconds: resolved.tokenTtlSeconds,
      refreshSeconds: resolved.refreshTtlSeconds,
    }),
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
