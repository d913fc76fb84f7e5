/** Business constants of the filters, with the reason where a value is a choice of ours. */
import type { SortOption } from '@escapade/shared-contracts/offers-request';
import type { Flow } from '@escapade/shared-contracts/routes';
import { PRICE_SLIDER, type NumberRange } from '@escapade/shared-contracts/search-criteria';

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
/**
 * Price slider step, euros: 1, so any whole amount typed in a field is where the thumb stands,
 * what the range above it reads and what is searched.
 */
export const PRICE_STEP = 1;
/**
 * The price slider's ends per flow, euros. The top end reads "250 €+" (no maximum); activities,
 * priced per person, start at 1 €.
 */
export const PRICE_SLIDER_RANGES: Readonly<Record<Flow, Readonly<NumberRange>>> = {
  booking: { min: 0, max: PRICE_SLIDER.max },
  hotel: { min: 0, max: PRICE_SLIDER.max },
  gifting: { min: 0, max: PRICE_SLIDER.max },
  activity: { min: PRICE_SLIDER.activityMin, max: PRICE_SLIDER.max },
};
