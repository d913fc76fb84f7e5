/**
 * The api: opens (or generates) the catalogue in `dataDir`, loads it in memory and registers every
 * route. `buildApp` does not listen, so tests drive it with `app.inject`.
 */
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Catalogue } from './catalogue/catalogue';
import { openCatalogueFile } from './catalogue/open-catalogue-file';
import { DEFAULT_SEED } from './generator/generate-catalogue';
import { formatSchemaErrors, installErrorHandling } from './http/error-handling';
import { registerAutocompleteRoute } from './routes/autocomplete-route';
import { registerCmsHomepageRoute } from './routes/cms-homepage-route';
import { registerFlagsRoute } from './routes/flags-route';
import { registerGiftPriceListRoute } from './routes/gift-price-list-route';
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
import { openShopStore } from './store/shop-store';
import type { AppContext } from './routes/app-context';

export interface BuildAppOptions {
  dataDir: string;
  logger?: boolean;
  /** One log line per request; off by default so the shop's console stays readable. */
  logRequests?: boolean;
  /** Catalogue seed; the default gives the shop's usual catalogue. */
  seed?: number;
  /** Fewer hotels make test catalogues faster to generate. */
  hotelCount?: number;
  /** The clock "today" is read from (tests can pin it). */
  now?: () => Date;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    schemaErrorFormatter: formatSchemaErrors,
  });
  installErrorHandling(app);
  // The cdn and the edge run on other ports of the same host in development.
  await app.register(cors, { origin: true });

  const now = options.now ?? (() => new Date());
  const opened = openCatalogueFile({
    dataDir: options.dataDir,
    seed: options.seed ?? DEFAULT_SEED,
    hotelCount: options.hotelCount,
    today: localToday(now()),
    log: (message) => app.log.info(message),
  });
  opened.db.pragma('journal_mode = WAL');
  app.addHook('onClose', async () => {
    opened.db.close();
  });

  const started = performance.now();
  const catalogue = new Catalogue(opened.db, opened.meta, now);
  catalogue.warmUp();
  const store = openShopStore(options.dataDir);
  app.addHook('onClose', async () => {
    store.close();
  });
  const context: AppContext = { catalogue, autocomplete: new AutocompleteIndex(catalogue), store };
  app.log.info(`Catalogue loaded in memory in ${Math.round(performance.now() - started)} ms`);

  registerHealthRoute(app, context);
  registerFlagsRoute(app);
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
  registerGiftPriceListRoute(app, context);
  registerCmsHomepageRoute(app, context);
  registerImagesRoute(app);
  registerAnalyticsCollectRoute(app, context);
  registerClientLogsRoute(app, context);
  registerNotFoundReportRoute(app, context);
  registerCareSignInRoute(app, context);
  registerCareSessionRoute(app);
  registerNavLinksRoute(app, context);
  registerAnnouncementBannerGatewayRoute(app);
  registerAnnouncementBannerContentRoute(app);
  registerPromoBarsRoute(app, context);
  registerCountdownRoute(app, context);
  registerTargetedBannerRoute(app, context);
  registerNewsletterPostRoute(app, context);
  registerNewsletterGetRoute(app, context);
  return app;
}

function localToday(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
