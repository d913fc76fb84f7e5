import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Language, Locale } from '@escapade/shared-contracts/locales';

export interface SleeveExtra {
  id: string;
  name: string;
  /** Origin-relative, or absolute. */
  imageUrl: string;
  categoryId: number;
  /** Shown first, with a "recommended" mark. */
  recommendedByWed: boolean;
  /** Cents. */
  price: number;
}

export interface SleeveCategory {
  id: number;
  description: string;
  names: Record<Language, string>;
  /** At most one extra of this category goes with a gift. */
  singleSelection: boolean;
}

export interface SleeveExtrasResponse {
  availableCustomSubElements: SleeveExtra[];
  categories: SleeveCategory[];
}

/**
 * GET /gateway/sub-elements/available-custom-sub-elements?locale=: what a physical gift's sleeve
 * can get (a greeting card, a finer sleeve), grouped by category.
 */
export function getSleeveExtras(api: KyInstance, locale: Locale, signal?: AbortSignal): Promise<SleeveExtrasResponse> {
  return api
    .get('gateway/sub-elements/available-custom-sub-elements', { searchParams: { locale }, signal })
    .json<SleeveExtrasResponse>();
}

export function sleeveExtrasQuery(api: KyInstance, locale: Locale) {
  return queryOptions({
    queryKey: ['gift-sleeve-extras', locale],
    queryFn: ({ signal }) => getSleeveExtras(api, locale, signal),
  });
}
