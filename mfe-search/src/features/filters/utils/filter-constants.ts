/** Business constants of the filters, with the reason where a value is a choice of ours. */
import type { SortOption } from '@escapade/shared-contracts/offers-request';

/** Score options, best first; "all" is the absence of a score. */
export const SCORE_OPTIONS = [9, 8, 7] as const;
/** Star options (multi-select). */
export const STAR_OPTIONS = [5, 4, 3] as const;
/** The facility value that stands for petsAllowed=true. */
export const PETS_FACILITY = 'pets';
/** The facets call sorts like the default search. */
export const FACETS_ORDER_BY: SortOption = 'priceQuality';

/** Distance slider step, km. */
export const DISTANCE_STEP = 5;
/**
 * Default distance bounds, which differ with or without a city. With a city (or poi): the 30 km
 * the search always includes around it. Without: 200 km, the local-search default.
 */
export const DEFAULT_DISTANCE_WITH_CITY = { min: 0, max: 30 } as const;
export const DEFAULT_DISTANCE_WITHOUT_CITY = { min: 0, max: 200 } as const;
/** Price slider step, euros. */
export const PRICE_STEP = 5;
