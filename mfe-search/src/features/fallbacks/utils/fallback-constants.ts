/** Business constants of the fallback suggestions shown when a search has no exact result. */

/** Each fallback asks for this many results. */
export const FALLBACK_PAGE_SIZE = 3;
/** Skeleton cards of a fallback section while it loads. */
export const FALLBACK_SKELETON_COUNT = 3;
/** A city or poi becomes a radius of this many km around its coordinates… */
export const EXPAND_RADIUS_KM = 30;
/** …from this minimum distance. */
export const EXPAND_MIN_DISTANCE_KM = 0;
/** A fallback section is fetched once this part of it is visible. */
export const FALLBACK_VISIBLE_THRESHOLD = 0.1;
/**
 * Widest distance the offers search accepts (km). An expanded department or region is searched
 * with its centre and this distance so its results can be sorted nearest first without the
 * distance cutting the area.
 */
export const EXPANDED_AREA_DISTANCE_MAX_KM = 2000;
