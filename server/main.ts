import { buildServer } from './app.ts';
import { settingsFromEnv } from './settings.ts';

const settings = settingsFromEnv(process.env);
const { app } = await buildServer(settings);
await app.listen({ port: settings.port, host: settings.host });

let closing = false;
/** In-flight requests finish; new connections are refused; then the process ends. */
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
