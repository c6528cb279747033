/**
 * The production server as server/main.ts starts it, plus one thing for the bench: asked over IPC, it runs a
 * full garbage collection and answers its memory, so growth that survives a collection (a leak) shows apart
 * from the heap's ordinary breathing. Needs `node --expose-gc`.
 */
import { buildServer } from '../../server/app.ts';
import { settingsFromEnv } from '../../server/settings.ts';

const settings = settingsFromEnv(process.env);
const { app } = await buildServer(settings);
await app.listen({ port: settings.port, host: settings.host });

const collect = (globalThis as { gc?: () => void }).gc;
process.on('message', () => {
  collect?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rssMb: rss / 2 ** 20, heapUsedMb: heapUsed / 2 ** 20 });
});
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
