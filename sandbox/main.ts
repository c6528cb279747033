import { defaultCredentials, sandboxOptionsFromEnv, startSandbox } from './server.ts';

const options = sandboxOptionsFromEnv(process.env);
const sandbox = await startSandbox(options);
const credentials = { ...defaultCredentials, ...options.credentials };

console.info(`CRM sandbox listening on ${sandbox.url}`);
console.info(`Database: ${sandbox.databaseFile}`);
console.info(
  `Log in with username=${credentials.username} password=${credentials.password} ` +
    `client_id=${credentials.clientId} client_secret=${credentials.clientSecret}`,
);

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  console.info(`Received ${signal}, closing the sandbox…`);
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
