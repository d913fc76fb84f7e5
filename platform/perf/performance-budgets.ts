/**
 * Every performance target of the shop in one place: what `npm run perf` (Lighthouse, mobile),
 * `npm run size` (first-load JavaScript) and `npm run bench:edge` (pages a second) hold each
 * measured page to.
 */

/**
 * Lighthouse's performance score (0–100): the weighted mix of the lab metrics below, on the
 * calibrated mid-range phone (cpu-calibration.ts); 90 is its "good" band, the shop aims above it.
 */
export const MIN_PERFORMANCE_SCORE = 95;

/** Largest Contentful Paint in ms: when the main content (hero, first results, stay photo) shows. */
export const MAX_LARGEST_CONTENTFUL_PAINT_MS = 1800;

/**
 * Cumulative Layout Shift: how far the page jumps while it loads. Stricter than Google's 0.1: remotes
 * mount into the shell after it paints, and each one that does not reserve its room pushes the rest down.
 */
export const MAX_CUMULATIVE_LAYOUT_SHIFT = 0.05;

/** Total Blocking Time in ms: how long the main thread is too busy to answer a tap during the load. */
export const MAX_TOTAL_BLOCKING_TIME_MS = 200;

/**
 * From a key tap to the next frame painted, in ms (what Interaction to Next Paint counts), on the
 * calibrated phone: Google's "good" limit.
 */
export const MAX_TAP_DELAY_MS = 200;

/** Taps per key tap, each on a fresh page; the median is judged. */
export const TAP_RUNS = 3;

/** What Lighthouse must find on a page (mobile: a mid-range phone on a slow 4G, simulated). */
export interface LighthouseTargets {
  minScore: number;
  maxLargestContentfulPaintMs: number;
  maxCumulativeLayoutShift: number;
  maxTotalBlockingTimeMs: number;
}

/** The same bar for every page today; a page may get its own later. */
export const LIGHTHOUSE_TARGETS: Readonly<LighthouseTargets> = {
  minScore: MIN_PERFORMANCE_SCORE,
  maxLargestContentfulPaintMs: MAX_LARGEST_CONTENTFUL_PAINT_MS,
  maxCumulativeLayoutShift: MAX_CUMULATIVE_LAYOUT_SHIFT,
  maxTotalBlockingTimeMs: MAX_TOTAL_BLOCKING_TIME_MS,
};

/** Lighthouse runs per page: scores swing from run to run, the median of three is steady enough. */
export const LIGHTHOUSE_RUNS_PER_PAGE = 3;

/** First-load JavaScript of the home page, KB gzip: the shell, the content remote's blocks and the search box. */
export const HOME_JS_BUDGET_KB = 240;

/** First-load JavaScript of the search results, KB gzip: the shell and mfe-search (list, filters, map). */
export const SEARCH_JS_BUDGET_KB = 270;

/** First-load JavaScript of a stay page, KB gzip: the shell and mfe-product (photos, calendar, quote). */
export const STAY_JS_BUDGET_KB = 270;

/** First-load JavaScript of a hotel page, KB gzip: the shell and mfe-product (its offers and calendar). */
export const HOTEL_JS_BUDGET_KB = 270;

/** First-load JavaScript of the booking summary, KB gzip: the shell and mfe-checkout-entry. */
export const BOOKING_SUMMARY_JS_BUDGET_KB = 240;

/**
 * Pages a second the edge answers at least, server render included, on the home and on a stay page
 * (`npm run bench:edge`, 10 clients at once): 10 clients at 150 pages a second each wait 67 ms a
 * page on average.
 */
export const MIN_EDGE_PAGES_PER_SECOND = 150;

/** The slowest 1 % of those answers, in ms: beyond it a visitor on a fast line waits on the server, not the network. */
export const MAX_EDGE_P99_MS = 200;

/** Paris: the first city of the generated catalogue, a search with many results. */
export const MEASURED_CITY_ID = 10001;

/** A published stay of the generated catalogue, the one the browser tests visit too. */
export const MEASURED_STAY_ID = 20039;

/** A hotel of the generated catalogue with several offers, the one the browser tests visit too. */
export const MEASURED_HOTEL_ID = 1024;

/** The booking summary is for a night this many days ahead: far enough to be open for sale whatever the hour. */
export const BOOKING_SUMMARY_DAYS_AHEAD = 60;

/**
 * Nights tried after the first one when it is not on sale (a closed or sold-out night shows the
 * summary's notice, a much lighter page than the one measured): the first the api sells is measured.
 */
export const BOOKABLE_NIGHT_SEARCH_DAYS = 60;

/**
 * The first one-night stay hash from BOOKING_SUMMARY_DAYS_AHEAD on whose check-in `isBookable` says
 * yes, within BOOKABLE_NIGHT_SEARCH_DAYS; null when none is.
 */
export async function firstBookableNightHash(
  isBookable: (checkin: string) => Promise<boolean>,
  today: Date = new Date(),
): Promise<string | null> {
  for (
    let days = BOOKING_SUMMARY_DAYS_AHEAD;
    days <= BOOKING_SUMMARY_DAYS_AHEAD + BOOKABLE_NIGHT_SEARCH_DAYS;
    days += 1
  ) {
    const hash = oneNightStayHash(today, days);
    const checkin = new URLSearchParams(hash).get('checkin')!;
    if (await isBookable(checkin)) return hash;
  }
  return null;
}

/** The hash of a one-night stay `daysAhead` days after `today` (UTC dates, as the hash writes them). */
export function oneNightStayHash(today: Date, daysAhead: number): string {
  const day = (offset: number) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
      .toISOString()
      .slice(0, 10);
  return `checkin=${day(daysAhead)}&checkout=${day(daysAhead + 1)}&night=1`;
}

export interface MeasuredPage {
  /** Short name in the tables and the report file names. */
  name: string;
  /** Path on the edge, query and hash included (fr_FR shop). */
  path: string;
  /** An api path, through the edge, that answers 200 only when the page's content exists in the catalogue. */
  catalogueCheck: string | null;
  lighthouse: Readonly<LighthouseTargets>;
  /** First-load JavaScript, KB gzip. */
  maxFirstLoadJsKb: number;
  /**
   * The page shows one night of this stay (the hash of `path`): it is measured on the first night
   * from BOOKING_SUMMARY_DAYS_AHEAD that the api sells (measured-shop.ts).
   */
  bookedStayId?: number;
}

/** The pages measured: the five a visitor goes through on the way to a booking. */
export const MEASURED_PAGES: readonly MeasuredPage[] = [
  {
    name: 'home',
    path: '/',
    catalogueCheck: null,
    lighthouse: LIGHTHOUSE_TARGETS,
    maxFirstLoadJsKb: HOME_JS_BUDGET_KB,
  },
  {
    name: 'search',
    path: `/recherche?flow=booking#city=${MEASURED_CITY_ID}`,
    catalogueCheck: `/api/places/city/${MEASURED_CITY_ID}?locale=fr_FR`,
    lighthouse: LIGHTHOUSE_TARGETS,
    maxFirstLoadJsKb: SEARCH_JS_BUDGET_KB,
  },
  {
    name: 'stay',
    path: `/sejour/${MEASURED_STAY_ID}?flow=booking`,
    catalogueCheck: `/weekend/${MEASURED_STAY_ID}/detail.json?locale=fr_FR`,
    lighthouse: LIGHTHOUSE_TARGETS,
    maxFirstLoadJsKb: STAY_JS_BUDGET_KB,
  },
  {
    name: 'hotel',
    path: `/hotel/${MEASURED_HOTEL_ID}?flow=booking`,
    catalogueCheck: `/api/hotel/${MEASURED_HOTEL_ID}/detail.json?locale=fr_FR`,
    lighthouse: LIGHTHOUSE_TARGETS,
    maxFirstLoadJsKb: HOTEL_JS_BUDGET_KB,
  },
  {
    name: 'booking summary',
    path: `/reservation/${MEASURED_STAY_ID}?flow=booking#${oneNightStayHash(new Date(), BOOKING_SUMMARY_DAYS_AHEAD)}`,
    catalogueCheck: `/weekend/${MEASURED_STAY_ID}/detail.json?locale=fr_FR`,
    lighthouse: LIGHTHOUSE_TARGETS,
    maxFirstLoadJsKb: BOOKING_SUMMARY_JS_BUDGET_KB,
    bookedStayId: MEASURED_STAY_ID,
  },
];
