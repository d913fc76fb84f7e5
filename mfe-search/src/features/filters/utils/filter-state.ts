/**
 * The filter state the dropdowns and the mobile filter modal edit and its
 * rules. The applied state lives in the URL hash;
 * an open dropdown edits a draft of it.
 */
import {
  DISTANCE_SLIDER,
  effectivePriceFilter,
  withFilters,
  type PriceFilter,
  type SearchCriteria,
} from '@escapade/shared-contracts/search-criteria';
import { DEFAULT_DISTANCE_WITH_CITY, DEFAULT_DISTANCE_WITHOUT_CITY } from './filter-constants';

export interface NumberBounds {
  min: number | null;
  max: number | null;
}

export interface FilterState {
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  stars: number[];
  score: number | null;
  /** Cents; null = no bound. */
  price: NumberBounds;
  /** 'pets' stands for petsAllowed. */
  facilities: string[];
  /** Km. */
  distance: NumberBounds;
  isDistanceActive: boolean;
  /** Activity (tag) ids. */
  activities: number[];
}

/** The filter bar dropdowns; "more" holds hotel types, environments, styles, stars and score. */
export type FilterGroup = 'activities' | 'price' | 'distance' | 'facilities' | 'more';
export const FILTER_GROUPS: readonly FilterGroup[] = ['activities', 'price', 'distance', 'facilities', 'more'];

export function emptyFilterState(): FilterState {
  return {
    hotelTypes: [],
    hotelEnvironments: [],
    hotelStyles: [],
    stars: [],
    score: null,
    price: { min: null, max: null },
    facilities: [],
    distance: { min: null, max: null },
    isDistanceActive: false,
    activities: [],
  };
}

export function filterStateFromCriteria(criteria: SearchCriteria): FilterState {
  const distance = { min: criteria.distanceMin ?? null, max: criteria.distanceMax ?? null };
  // Only the price bounds that filter: the slider shows no others, the search sends none.
  const price = priceBoundsOf(effectivePriceFilter(criteria));
  return {
    hotelTypes: [...criteria.hotelTypes],
    hotelEnvironments: [...criteria.hotelEnvironments],
    hotelStyles: [...criteria.hotelStyles],
    stars: [...criteria.stars],
    score: criteria.hotelScore ?? null,
    price,
    facilities: [...criteria.facilities],
    distance,
    // The search covers offers around its place when a min or max distance is present, and a
    // search by city or poi always does (30 km around it, the defaults) even with none in the URL.
    isDistanceActive: distance.min !== null || distance.max !== null || coversAroundByDefault(criteria),
    activities: [...criteria.tags],
  };
}

/** The criteria with these filters applied (the page is dropped, as on every filter change). */
export function criteriaWithFilterState(criteria: SearchCriteria, state: FilterState): SearchCriteria {
  const distance = state.isDistanceActive ? clampDistanceBounds(state.distance) : { min: null, max: null };
  const price = effectivePriceFilter(priceFilterOf(state.price));
  return withFilters(criteria, {
    hotelTypes: [...state.hotelTypes],
    hotelEnvironments: [...state.hotelEnvironments],
    hotelStyles: [...state.hotelStyles],
    stars: [...state.stars],
    hotelScore: state.score ?? undefined,
    priceMin: price.priceMin,
    priceMax: price.priceMax,
    facilities: [...state.facilities],
    distanceMin: distance.min ?? undefined,
    distanceMax: distance.max ?? undefined,
    tags: [...state.activities],
  });
}

/** The state with one dropdown's filters removed. */
export function clearFilterGroup(state: FilterState, group: FilterGroup): FilterState {
  const empty = emptyFilterState();
  switch (group) {
    case 'activities':
      return { ...state, activities: empty.activities };
    case 'price':
      return { ...state, price: empty.price };
    case 'distance':
      return { ...state, distance: empty.distance, isDistanceActive: false };
    case 'facilities':
      return { ...state, facilities: empty.facilities };
    case 'more':
      return { ...state, hotelTypes: [], hotelEnvironments: [], hotelStyles: [], stars: [], score: null };
  }
}

/** "Reset" of the mobile filter modal: every filter cleared. */
export function resetAllFilters(): FilterState {
  return emptyFilterState();
}

/** A search by city or poi covers the area around it even without a distance of its own. */
function coversAroundByDefault(criteria: Pick<SearchCriteria, 'places'>): boolean {
  return Boolean(criteria.places.city || criteria.places.poi);
}

/** Default distance bounds: they differ with or without a city (see search-constants). */
export function distanceDefaultsFor(criteria: Pick<SearchCriteria, 'places'>): { min: number; max: number } {
  return coversAroundByDefault(criteria) ? { ...DEFAULT_DISTANCE_WITH_CITY } : { ...DEFAULT_DISTANCE_WITHOUT_CITY };
}

/**
 * True when a dropdown's values are the defaults (nothing chosen): clicking outside then clears the
 * filter rather than applying it.
 */
export function groupEqualsDefaults(
  state: FilterState,
  group: FilterGroup,
  distanceDefaults: { min: number; max: number },
): boolean {
  switch (group) {
    case 'activities':
      return state.activities.length === 0;
    case 'price':
      return !hasPriceFilter(state.price);
    case 'distance': {
      if (!state.isDistanceActive) return true;
      const { min, max } = clampDistanceBounds(state.distance);
      return (
        (min ?? distanceDefaults.min) === distanceDefaults.min && (max ?? distanceDefaults.max) === distanceDefaults.max
      );
    }
    case 'facilities':
      return state.facilities.length === 0;
    case 'more':
      return (
        state.hotelTypes.length + state.hotelEnvironments.length + state.hotelStyles.length + state.stars.length ===
          0 && state.score === null
      );
  }
}

/** The criteria's price fields for price bounds (cents), and back. */
export function priceFilterOf(price: NumberBounds): PriceFilter {
  return { priceMin: price.min ?? undefined, priceMax: price.max ?? undefined };
}

export function priceBoundsOf(filter: PriceFilter): NumberBounds {
  return { min: filter.priceMin ?? null, max: filter.priceMax ?? null };
}

/** True when a price bound filters something (9 € or less and 250 € or more are no bound). */
export function hasPriceFilter(price: NumberBounds): boolean {
  const { priceMin, priceMax } = effectivePriceFilter(priceFilterOf(price));
  return priceMin !== undefined || priceMax !== undefined;
}

/** A multi-select value is added if absent and removed if present. */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** Choosing the already selected score resets it to none; "all" (null) is none. */
export function chooseScore(current: number | null, chosen: number | null): number | null {
  return chosen === null || chosen === current ? null : chosen;
}

/** A score option is checked when its value is at or above the chosen score; "all" when none is. */
export function isScoreOptionChecked(option: number | null, chosen: number | null): boolean {
  if (option === null) return chosen === null;
  return chosen !== null && option >= chosen;
}

/** Checkboxes with count zero are disabled unless already checked. */
export function isOptionDisabled(count: number | undefined, checked: boolean): boolean {
  return !checked && count === 0;
}

/**
 * "Include offers around": off is no distance at all; on is the whole default range of the search
 * (0–30 km around a city or poi, 0–200 km elsewhere), the area it covers when nothing narrows it,
 * never the slider's far end.
 */
export function withDistanceIncluded(
  state: FilterState,
  included: boolean,
  defaults: { min: number; max: number },
): FilterState {
  return included
    ? { ...state, isDistanceActive: true, distance: clampDistanceBounds({ min: defaults.min, max: defaults.max }) }
    : { ...state, isDistanceActive: false, distance: { min: null, max: null } };
}

/** The distance slider's bounds are clamped to DISTANCE_SLIDER. */
export function clampDistance(value: number): number {
  if (!Number.isFinite(value)) return DISTANCE_SLIDER.max;
  return Math.min(DISTANCE_SLIDER.max, Math.max(DISTANCE_SLIDER.min, value));
}

export function clampDistanceBounds(bounds: NumberBounds): NumberBounds {
  let min = bounds.min === null ? null : clampDistance(bounds.min);
  let max = bounds.max === null ? null : clampDistance(bounds.max);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { min, max };
}

/** The distance slider's two thumbs: the chosen bounds, or the defaults where none is chosen. */
export function distanceSliderValue(state: FilterState, defaults: { min: number; max: number }): [number, number] {
  const { min, max } = clampDistanceBounds(state.distance);
  return [min ?? clampDistance(defaults.min), max ?? clampDistance(defaults.max)];
}
