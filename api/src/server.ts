/**
 * Starts the api: `API_PORT` (4000), `API_HOST` (127.0.0.1), `ESCAPADE_DATA_DIR` (<repo>/.local/data),
 * `API_LOG_REQUESTS=true` for a log line per request, `ESCAPADE_HOTEL_COUNT` for a catalogue of
 * another size (2,400 hotels by default; the file is generated again when the size changes),
 * `TRUSTED_PROXIES` for the edges whose forwarded visitor address is believed (loopback by default),
 * `DATABASE_URL=postgres://…` for a shop store in PostgreSQL (shared by every api pointed at it)
 * instead of `<data dir>/shop.sqlite`.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { shopStoreLocationOf } from './store/shop-store';
import { hotelCountFromEnvironment } from './catalogue/hotel-count';
import { startWhenStoreWritable } from './http/start-when-writable';
import { trustedProxiesFromEnvironment } from './http/trusted-proxies';

const DEFAULT_PORT = 4000;
const DEFAULT_HOST = '127.0.0.1';

async function main(): Promise<void> {
  const port = Number(process.env.API_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`API_PORT must be a port number, got ${process.env.API_PORT}`);
  const host = process.env.API_HOST || DEFAULT_HOST;
  const { dataDir } = shopStoreLocationOf(process.env);
  const hotelCount = hotelCountFromEnvironment(process.env);
  const trustedProxies = trustedProxiesFromEnvironment(process.env);

  let app: FastifyInstance | null = null;
  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    // Still waiting for a writable disk: nothing to close but the stand-in, which exiting ends.
    const running = app;
    if (!running) process.exit(0);
    running.log.info(`${signal} received, closing`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        running.log.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => close('SIGINT'));
  process.once('SIGTERM', () => close('SIGTERM'));

  app = await startWhenStoreWritable({
    build: () =>
      buildApp({
        dataDir,
        hotelCount,
        trustedProxies,
        databaseUrl: process.env.DATABASE_URL || undefined,
        logger: true,
        logRequests: process.env.API_LOG_REQUESTS === 'true',
      }),
    port,
    host,
    logger: true,
  });
  app.log.info(`Escapade api ready at http://${host}:${port} (data in ${dataDir})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
