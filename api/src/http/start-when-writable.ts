/**
 * Starts the api, or, while its data directory cannot be written, a stand-in on the same port
 * that answers every request 503 with Retry-After, trying again after a growing delay. A disk that
 * is full, read-only or taken away at start-up thus gives the shop a clear 503 and a log line per
 * minute, then the api as soon as the disk is back, instead of a process that crashes and is
 * restarted into the same fault over and over.
 */
import { setTimeout as delay } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  STORE_RETRY_AFTER_SECONDS,
  STORE_UNAVAILABLE_MESSAGE,
  StoreFaultLog,
  isStoreFault,
} from '../store/store-faults';
import { errorBody } from './error-handling';

/** First wait before building the api again, doubled after each failure up to the next constant. */
export const STORE_START_FIRST_RETRY_MS = 1_000;
export const STORE_START_MAX_RETRY_MS = 30_000;

export interface StartOptions {
  /** Builds the whole api; throws a store fault while the disk cannot be written. */
  build: () => Promise<FastifyInstance>;
  port: number;
  host: string;
  /** The stand-in's logger (the api has its own). */
  logger?: FastifyServerOptions['logger'];
  firstRetryMs?: number;
  maxRetryMs?: number;
}

function unavailableApi(logger: FastifyServerOptions['logger']): FastifyInstance {
  const standIn = Fastify({ logger: logger ?? false, disableRequestLogging: true });
  standIn.setNotFoundHandler((_request, reply) =>
    reply
      .code(503)
      .header('Retry-After', String(STORE_RETRY_AFTER_SECONDS))
      .header('Cache-Control', 'no-store')
      // The stand-in is about to give way to the api: no socket should outlive it.
      .header('Connection', 'close')
      .send(errorBody(503, STORE_UNAVAILABLE_MESSAGE)),
  );
  return standIn;
}

/** The api, listening: built at once, or once the data directory can be written again. */
export async function startWhenStoreWritable(options: StartOptions): Promise<FastifyInstance> {
  const { port, host } = options;
  /** While the disk cannot be written: the stand-in on the port, and the log of the fault. */
  let down: { standIn: FastifyInstance; faults: StoreFaultLog } | null = null;
  let wait = options.firstRetryMs ?? STORE_START_FIRST_RETRY_MS;
  for (;;) {
    try {
      const app = await options.build();
      if (down) {
        await down.standIn.close();
        down.faults.recovered();
      }
      await app.listen({ port, host });
      return app;
    } catch (error) {
      if (!isStoreFault(error)) {
        await down?.standIn.close();
        throw error;
      }
      if (!down) {
        const standIn = unavailableApi(options.logger);
        down = { standIn, faults: new StoreFaultLog(standIn.log) };
        await standIn.listen({ port, host });
      }
      down.faults.fault(error);
    }
    await delay(wait);
    wait = Math.min(wait * 2, options.maxRetryMs ?? STORE_START_MAX_RETRY_MS);
  }
}
