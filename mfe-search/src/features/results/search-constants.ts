/**
 * Business constants of the results page, filters, sort and inline blocks (spec search §9), in one
 * place. The search-state constants shared with other apps (pax defaults, price slider, items per
 * page, packages per hotel, family theme, default sort) live in shared-contracts and are re-exported
 * here so this app reads them from one file.
 */
import type { Locale } from '@escapade/shared-contracts/locales';
import type { SortOption } from '@escapade/shared-contracts/offers-request';

export {
  DEFAULT_ADULTS,
  DEFAULT_BABIES,
  DEFAULT_CHILDREN,
  DEFAULT_GIFT_NIGHTS,
  DEFAULT_NIGHTS,
  DEFAULT_SORT,
  FAMILY_THEME_ID,
  ITEMS_PER_PAGE,
  PACKAGES_PER_HOTEL,
  PRICE_SLIDER,
} from '@escapade/shared-contracts/search-criteria';

// ---------------------------------------------------------------------------------------------
// Results grid (spec §2 "Search results page", §9)
// ---------------------------------------------------------------------------------------------

/** The grid has 3 columns on desktop. */
export const RESULTS_GRID_COLUMNS = 3;
/** The first inline block follows the 3rd result, the second the 9th. */
export const INLINE_BLOCK_AFTER_RESULTS = [3, 9] as const;
/** Skeleton cards while the search runs: two desktop rows, enough to fill the first screen. */
export const RESULTS_SKELETON_COUNT = 6;
/** The first row is visible at once: its images are not lazy. */
export const EAGER_IMAGE_COUNT = RESULTS_GRID_COLUMNS;

// ---------------------------------------------------------------------------------------------
// Inline blocks (spec §2)
// ---------------------------------------------------------------------------------------------

/** The gift card banner shows only in the gifting flow and only on these sites. */
export const GIFT_CARD_BANNER_LOCALES: readonly Locale[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT'];
/** In the gifting flow on these sites the gift card block replaces the single voucher block. */
export const GIFT_CARD_REPLACES_SINGLE_VOUCHER_LOCALES: readonly Locale[] = ['it_IT'];
/** The gift block has 4 cards; only those with a link are shown. */
export const GIFT_BLOCK_CARD_COUNT = 4;

// ---------------------------------------------------------------------------------------------
// Themes (spec §3 "Thematic lists", §6 reduced-thematics variation)
// ---------------------------------------------------------------------------------------------

export const THEME_IDS = { wellness: 26, romantic: 23, gastronomy: 19, family: 39 } as const;
/** The fixed list: the only thematics shown under the reduced-thematics variation. */
export const FIXED_THEMATIC_IDS: readonly number[] = [
  THEME_IDS.wellness,
  THEME_IDS.romantic,
  THEME_IDS.gastronomy,
  THEME_IDS.family,
];
/** Nearby city links under the results (the api gives at most this many). */
export const NEARBY_CITY_LINKS = 8;

// ---------------------------------------------------------------------------------------------
// Filters (spec §4 "Filter dropdowns", §5)
// ---------------------------------------------------------------------------------------------

/** Score options, best first; "all" is the absence of a score. */
export const SCORE_OPTIONS = [9, 8, 7] as const;
/** Star options (multi-select). */
export const STAR_OPTIONS = [5, 4, 3] as const;
/** The facility value that stands for petsAllowed=true. */
export const PETS_FACILITY = 'pets';
/** The facet groups the filter bar asks for (spec §7 facets call). */
export const FACET_PROPERTIES_REQUESTED = [
  'price',
  'score',
  'facility',
  'stars',
  'style',
  'type',
  'environment',
  'tag',
] as const;
/** The facets call sorts like the default search (spec §7). */
export const FACETS_ORDER_BY: SortOption = 'priceQuality';

/**
 * Distance slider bounds in km. The spec clamps to "the minimum and maximum constants" without
 * giving them: 0 to 300 km, the widest of the local-search distances (100, 200, 300 km).
 */
export const DISTANCE_LIMITS = { min: 0, max: 300 } as const;
/** Distance slider step, km. */
export const DISTANCE_STEP = 5;
/**
 * Default distance bounds; the spec says they differ with or without a city but does not show
 * them. With a city (or poi): the 30 km the search always includes around it. Without: 200 km,
 * the local-search default.
 */
export const DEFAULT_DISTANCE_WITH_CITY = { min: 0, max: 30 } as const;
export const DEFAULT_DISTANCE_WITHOUT_CITY = { min: 0, max: 200 } as const;
/** Price slider step, euros. */
export const PRICE_STEP = 5;

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

/** Id of the element above the filters that mobile pages scroll to once results are shown. */
export const FILTER_ANCHOR_ID = 'search-filters';
