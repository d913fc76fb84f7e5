/**
 * The api: opens (or generates) the catalogue in `dataDir`, loads it in memory and registers every
 * route. `buildApp` does not listen, so tests drive it with `app.inject`.
 */
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { CareOperators } from './care/care-operators';
import { careTokenSecret } from './care/care-token-secret';
import { shouldSeedDemoOperators } from './care/demo-operator-seeding';
import { SignInThrottle } from './care/sign-in-throttle';
import { throttleStateFor } from './http/throttle-state';
import { Catalogue } from './catalogue/catalogue';
import { openCatalogueFile } from './catalogue/open-catalogue-file';
import { DEFAULT_SEED } from './generator/generate-catalogue';
import { answerFrameworkError, formatSchemaErrors, installErrorHandling } from './http/error-handling';
import { installJsonBodyParser } from './http/json-body-parser';
import { finiteNumberValidatorFactory } from './http/reject-non-finite-numbers';
import { BODY_LIMIT_BYTES, MAX_PARAM_LENGTH, createBoundedHttpServer } from './http/request-limits';
import { isShopOrigin, shopOriginsFromEnvironment, type ShopOrigins } from './http/shop-origins';
import { DEFAULT_TRUSTED_PROXIES } from './http/trusted-proxies';
import { installWriteRateLimits } from './http/write-rate-limits';
import { localTodayIso } from './pricing/dates';
import { registerAutocompleteRoute } from './routes/autocomplete-route';
import { registerCmsHomepageRoute } from './routes/cms-homepage-route';
import { registerFlagsRoute } from './routes/flags-route';
import { registerGiftPriceListRoute } from './routes/gift-price-list-route';
import { registerGiftShippingCostsRoute } from './routes/gift-shipping-costs-route';
import { registerSubElementsRoute } from './routes/sub-elements-route';
import { registerGiftCardAmountsRoute } from './routes/gift-card-amounts-route';
import { registerHealthRoute } from './routes/health-route';
import { registerHotelAvailabilitiesRoute } from './routes/hotel-availabilities-route';
import { registerHotelReviewsRoute } from './routes/hotel-reviews-route';
import { registerImagesRoute } from './routes/images-route';
import { registerOffersRoutes } from './routes/offers-routes';
import { registerPackageCheckoutNightsRoute } from './routes/package-checkout-nights-route';
import { registerRecommendedAutocompleteRoute } from './routes/recommended-autocomplete-route';
import { registerPlacesRoute } from './routes/places-route';
import { registerMapPlacesRoute } from './routes/map-places-route';
import { registerProductQuoteRoute } from './routes/product-quote-route';
import { registerWeekendDetailRoute } from './routes/weekend-detail-route';
import { registerHotelDetailRoute } from './routes/hotel-detail-route';
import { registerProductOffersRoute } from './routes/product-offers-route';
import { registerWeekendUpsellsRoute } from './routes/weekend-upsells-route';
import { registerInsuranceQuoteRoute } from './routes/insurance-quote-route';
import { registerInstalmentEligibilityRoute } from './routes/instalment-eligibility-route';
import { registerAnalyticsCollectRoute } from './routes/analytics-collect-route';
import { registerCareSessionRoute } from './routes/care-session-route';
import { registerCareSignInRoute } from './routes/care-sign-in-route';
import { registerClientLogsRoute } from './routes/client-logs-route';
import { registerNotFoundReportRoute } from './routes/not-found-report-route';
import { registerNavLinksRoute } from './routes/nav-links-route';
import { registerAnnouncementBannerContentRoute } from './routes/announcement-banner-content-route';
import { registerAnnouncementBannerGatewayRoute } from './routes/announcement-banner-gateway-route';
import { registerCountdownRoute } from './routes/countdown-route';
import { registerNewsletterGetRoute } from './routes/newsletter-get-route';
import { registerNewsletterPostRoute } from './routes/newsletter-post-route';
import { registerPromoBarsRoute } from './routes/promo-bars-route';
import { registerTargetedBannerRoute } from './routes/targeted-banner-route';
import { registerActivityOnlySearchRoute } from './routes/activity-only-search-route';
import { registerRecommendedOfferRoute } from './routes/recommended-offer-route';
import { registerBoxBlockSerpRoute } from './routes/box-block-serp-route';
import { registerGiftBlockRoute } from './routes/gift-block-route';
import { registerBoxesBlockContentRoute } from './routes/boxes-block-content-route';
import { registerSuggestionLinksRoute } from './routes/suggestion-links-route';
import { AutocompleteIndex } from './search/autocomplete-index';
import { openShopStore, type ShopStore } from './store/shop-store';
import { assertDataDirWritable } from './store/store-faults';
import type { AppContext } from './routes/app-context';
import { registerActivityOnlyDetailRoute } from './routes/activity-only-detail-route';
import { registerActivityImagesRoute } from './routes/activity-images-route';
import { registerBoxesSearchRoute } from './routes/boxes-search-route';
import { registerBoxDetailRoute } from './routes/box-detail-route';
import { registerBoxOffersRoute } from './routes/box-offers-route';
import { registerAccountSignUpRoute } from './routes/account-sign-up-route';
import { registerAccountSignInRoute } from './routes/account-sign-in-route';
import { registerAccountSignOutRoute } from './routes/account-sign-out-route';
import { registerAccountMeRoute } from './routes/account-me-route';
import { registerAccountProfileRoute } from './routes/account-profile-route';
import { registerAccountWishlistRoute } from './routes/account-wishlist-route';
import { registerAccountWishlistMergeRoute } from './routes/account-wishlist-merge-route';
import { registerPurchaseRoutes } from './routes/purchase-routes';
import { OrderStore } from './orders/order-store';
import { GiftVoucherStore } from './beneficiaries/gift-vouchers';
import { registerBeneficiaryRoutes } from './routes/beneficiary-routes';
import { registerContentPageRoutes } from './routes/content-pages-routes';
import { registerFlagActivationRoute } from './routes/flag-activation-route';
import { registerServiceDeskRoutes } from './routes/service-desk-routes';
import { registerStaticContentRoutes } from './routes/static-content-routes';

export interface BuildAppOptions {
  dataDir: string;
  /** true for the usual log, or Fastify's logger options (tests read the lines from a stream). */
  logger?: FastifyServerOptions['logger'];
  /** Told of the shop store once it is open (tests take its disk away). */
  onStoreOpened?: (store: ShopStore) => void;
  /** One log line per request; off by default so the shop's console stays readable. */
  logRequests?: boolean;
  /** Catalogue seed; the default gives the shop's usual catalogue. */
  seed?: number;
  /** Fewer hotels make test catalogues faster to generate. */
  hotelCount?: number;
  /** The clock "today" is read from (tests can pin it). */
  now?: () => Date;
  /** Origins whose scripts may read the api's answers; by default those of `npm start`'s edge and cdn. */
  shopOrigins?: ShopOrigins;
  /** Whether an empty operator table gets the demo accounts (default: `shouldSeedDemoOperators()`). */
  careDemoOperators?: boolean;
  /** Time for a whole request to arrive (default REQUEST_TIMEOUT_MS); tests shorten it. */
  requestTimeoutMs?: number;
  /** Told of every route as it is added (the fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Proxies whose forwarded visitor address and host are believed (default DEFAULT_TRUSTED_PROXIES). */
  trustedProxies?: readonly string[];
  /** `postgres://…` for a shop store in PostgreSQL; without it, `<dataDir>/shop.sqlite`. */
  databaseUrl?: string;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    schemaErrorFormatter: formatSchemaErrors,
    frameworkErrors: answerFrameworkError,
    schemaController: { compilersFactory: { buildValidator: finiteNumberValidatorFactory() } },
    bodyLimit: BODY_LIMIT_BYTES,
    serverFactory: (handler) => createBoundedHttpServer(handler, options.requestTimeoutMs),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Only the shop's edges stand in front of the api: their X-Forwarded-For names the visitor.
    trustProxy: (options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES).join(','),
  });
  // A disk that cannot be written is refused here, before SQLite maps a WAL index it could not
  // write (SIGBUS); whatever was opened before a failure is closed, so the caller can try again.
  try {
    assertDataDirWritable(options.dataDir);
    await registerEverything(app, options);
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/** The api's hooks, stores and routes on `app`. */
async function registerEverything(app: FastifyInstance, options: BuildAppOptions): Promise<void> {
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installErrorHandling(app);
  installJsonBodyParser(app);
  const shopOrigins = options.shopOrigins ?? shopOriginsFromEnvironment();
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && isShopOrigin(origin, shopOrigins)),
  });

  const now = options.now ?? (() => new Date());
  const opened = openCatalogueFile({
    dataDir: options.dataDir,
    seed: options.seed ?? DEFAULT_SEED,
    hotelCount: options.hotelCount,
    today: localTodayIso(now()),
    log: (message) => app.log.info(message),
  });
  opened.db.pragma('journal_mode = WAL');
  app.addHook('onClose', async () => {
    opened.db.close();
  });

  const started = performance.now();
  const catalogue = new Catalogue(opened.db, opened.meta, now);
  catalogue.warmUp();
  const store = await openShopStore({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  options.onStoreOpened?.(store);
  app.addHook('onClose', async () => {
    await store.close();
  });
  const operators = new CareOperators(store);
  if (options.careDemoOperators ?? shouldSeedDemoOperators()) {
    const demoOperators = await operators.seedDemoOperators();
    if (demoOperators.length > 0)
      app.log.warn(
        `Demo care operators ${demoOperators.join(', ')} are active (passwords in the README): for the local ` +
          'demo only, never added when NODE_ENV=production or DATABASE_URL is set, left out by CARE_DEMO_OPERATORS=off',
      );
  }
  // The secrets' rule knows the api shares its store by DATABASE_URL, whether from the environment or the options.
  const environment = options.databaseUrl ? { ...process.env, DATABASE_URL: options.databaseUrl } : process.env;
  // Limits count in the store when apis share it, else in this api's memory.
  const throttles = throttleStateFor(store);
  await installWriteRateLimits(app, throttles);
  const care = {
    operators,
    tokenSecret: careTokenSecret(options.dataDir, environment),
    throttle: new SignInThrottle(throttles, 'care-sign-in'),
  };
  const context: AppContext = {
    catalogue,
    autocomplete: new AutocompleteIndex(catalogue),
    store,
    orders: await OrderStore.open(store, now),
    vouchers: new GiftVoucherStore(store),
    shopOrigins,
    care,
    dataDir: options.dataDir,
    environment,
    throttles,
  };
  app.log.info(`Catalogue loaded in memory in ${Math.round(performance.now() - started)} ms`);

  registerHealthRoute(app, context);
  registerFlagsRoute(app);
  registerFlagActivationRoute(app, context);
  registerAutocompleteRoute(app, context);
  registerPlacesRoute(app, context);
  registerMapPlacesRoute(app, context);
  registerOffersRoutes(app, context);
  registerSuggestionLinksRoute(app, context);
  registerBoxBlockSerpRoute(app, context);
  registerGiftBlockRoute(app, context);
  registerBoxesBlockContentRoute(app, context);
  registerActivityOnlySearchRoute(app, context);
  registerRecommendedOfferRoute(app, context);
  registerWeekendDetailRoute(app, context);
  registerPackageCheckoutNightsRoute(app, context);
  registerRecommendedAutocompleteRoute(app, context);
  registerHotelAvailabilitiesRoute(app, context);
  registerHotelReviewsRoute(app, context);
  registerProductQuoteRoute(app, context);
  registerHotelDetailRoute(app, context);
  registerProductOffersRoute(app, context);
  registerWeekendUpsellsRoute(app, context);
  registerInsuranceQuoteRoute(app);
  registerInstalmentEligibilityRoute(app, context);
  registerGiftPriceListRoute(app, context);
  registerGiftShippingCostsRoute(app);
  registerSubElementsRoute(app);
  registerGiftCardAmountsRoute(app);
  registerCmsHomepageRoute(app, context);
  registerContentPageRoutes(app, context);
  registerStaticContentRoutes(app, context);
  registerServiceDeskRoutes(app, context);
  registerImagesRoute(app);
  registerAnalyticsCollectRoute(app, context);
  registerClientLogsRoute(app, context);
  registerNotFoundReportRoute(app, context);
  registerCareSignInRoute(app, context);
  registerCareSessionRoute(app, context);
  registerNavLinksRoute(app, context);
  registerAnnouncementBannerGatewayRoute(app);
  registerAnnouncementBannerContentRoute(app);
  registerPromoBarsRoute(app, context);
  registerCountdownRoute(app, context);
  registerTargetedBannerRoute(app, context);
  registerNewsletterPostRoute(app, context);
  registerNewsletterGetRoute(app, context);
  registerActivityOnlyDetailRoute(app, context);
  registerActivityImagesRoute(app, context);
  registerBoxesSearchRoute(app, context);
  registerBoxDetailRoute(app, context);
  registerBoxOffersRoute(app, context);
  registerAccountSignUpRoute(app, context);
  registerAccountSignInRoute(app, context);
  registerAccountSignOutRoute(app, context);
  registerAccountMeRoute(app, context);
  registerAccountProfileRoute(app, context);
  registerAccountWishlistRoute(app, context);
  registerAccountWishlistMergeRoute(app, context);
  registerPurchaseRoutes(app, context, { now });
  registerBeneficiaryRoutes(app, context);
}
