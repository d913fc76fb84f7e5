import type { SortOption } from '@escapade/shared-contracts/offers-request';
import { DEFAULT_SORT, sortOptionsFor, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';

/** i18n key of each sort option's label. */
export const SORT_LABEL_KEYS: Readonly<Record<SortOption, string>> = {
  priceQuality: 'sort.options.priceQuality',
  distance: 'sort.options.distance',
  discount: 'sort.options.discount',
  priceAsc: 'sort.options.priceAsc',
  popularity: 'sort.options.popularity',
  priceDesc: 'sort.options.priceDesc',
  singleVoucherPriceAsc: 'sort.options.singleVoucherPriceAsc',
};

/** The options a search offers and the one in use (the default when the hash has none). */
export function sortChoiceOf(criteria: SearchCriteria): { options: SortOption[]; selected: SortOption } {
  // Distance needs coordinates in the criteria (lat and lng), as the hash parser requires.
  const options = sortOptionsFor(criteria.flow, criteria.lat !== undefined && criteria.lng !== undefined);
  const selected = criteria.sort && options.includes(criteria.sort) ? criteria.sort : DEFAULT_SORT;
  return { options, selected };
}
