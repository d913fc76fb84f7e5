/**
 * For the purchase tests: an api with the purchase routes alone, on the run's test catalogue, set
 * up like the shop's (same validation, error answers, body parser and write limits), where the
 * test decides who is signed in and what time it is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Catalogue } from '../catalogue/catalogue';
import { openCatalogueFile } from '../catalogue/open-catalogue-file';
import { DEFAULT_SEED } from '../generator/generate-catalogue';
import { answerFrameworkError, formatSchemaErrors, installErrorHandling } from '../http/error-handling';
import { installJsonBodyParser } from '../http/json-body-parser';
import { finiteNumberValidatorFactory } from '../http/reject-non-finite-numbers';
import { BODY_LIMIT_BYTES, MAX_PARAM_LENGTH } from '../http/request-limits';
import { shopOriginsFromEnvironment } from '../http/shop-origins';
import { MemoryThrottleState } from '../http/throttle-state';
import { installWriteRateLimits } from '../http/write-rate-limits';
import { localTodayIso } from '../pricing/dates';
import { registerPurchaseRoutes } from '../routes/purchase-routes';
import { OrderStore } from './order-store';
import { GiftVoucherStore } from '../beneficiaries/gift-vouchers';
import { openShopStore, type ShopStore } from '../store/shop-store';
import { copyCatalogueTemplate } from '../test/catalogue-template';

/** The header the tests name the signed-in account with (this app only). */
export const TEST_ACCOUNT_HEADER = 'x-test-account';

export interface PurchaseTestApp {
  app: FastifyInstance;
  catalogue: Catalogue;
  store: ShopStore;
  /** Moves the orders' clock on (the catalogue keeps today). */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

export async function createPurchaseTestApp(): Promise<PurchaseTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'escapade-purchase-test-'));
  copyCatalogueTemplate(dataDir);
  const app = Fastify({
    schemaErrorFormatter: formatSchemaErrors,
    frameworkErrors: answerFrameworkError,
    schemaController: { compilersFactory: { buildValidator: finiteNumberValidatorFactory() } },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });
  installErrorHandling(app);
  installJsonBodyParser(app);
  await installWriteRateLimits(app, new MemoryThrottleState());

  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const opened = openCatalogueFile({ dataDir, seed: DEFAULT_SEED, today: localTodayIso() });
  const catalogue = new Catalogue(opened.db, opened.meta);
  const store = await openShopStore({ dataDir });
  const accountIdOf = async (request: FastifyRequest) => {
    const account = request.headers[TEST_ACCOUNT_HEADER];
    return typeof account === 'string' && account !== '' ? account : undefined;
  };
  registerPurchaseRoutes(
    app,
    {
      catalogue,
      store,
      orders: await OrderStore.open(store, now),
      vouchers: new GiftVoucherStore(store),
      shopOrigins: shopOriginsFromEnvironment(),
    },
    { accountIdOf, now },
  );
  await app.ready();
  return {
    app,
    catalogue,
    store,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    async close() {
      await app.close();
      await store.close();
      opened.db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
