/** Business constants of the results page. */

/** The grid has 3 columns on desktop. */
export const RESULTS_GRID_COLUMNS = 3;
/** The first inline block follows the 3rd result, the second the 9th. */
export const INLINE_BLOCK_AFTER_RESULTS = [3, 9] as const;
/** Skeleton cards while the search runs: two desktop rows, enough to fill the first screen. */
export const RESULTS_SKELETON_COUNT = 6;
/** The first row is visible at once: its images are not lazy. */
export const EAGER_IMAGE_COUNT = RESULTS_GRID_COLUMNS;

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

/** Id of the element above the filters that mobile pages scroll to once results are shown. */
export const FILTER_ANCHOR_ID = 'search-filters';
