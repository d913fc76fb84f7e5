import type { Locale } from '@escapade/shared-contracts/locales';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { offerListRequest } from '../../offer-list/state/offer-list-request';
import type { Minisite } from '../api/get-minisite';

/** Offers a minisite shows: two rows of the desktop grid; See all offers leads to the rest. */
export const MINISITE_OFFERS_LIMIT = 8;

/** Partner offers are stays: the catalogue is searched in the booking flow. */
const MINISITE_FLOW = 'booking';

/** The catalogue search of a minisite's offers, the same in the browser and on the server. */
export function minisiteOffersRequest(minisite: Pick<Minisite, 'search'>, locale: Locale): OffersRequestBody {
  return offerListRequest({ hash: minisite.search, flow: MINISITE_FLOW, locale, limit: MINISITE_OFFERS_LIMIT });
}

/** The search page with the minisite's filter: every offer of the partner's selection. */
export function minisiteSearchTarget(minisite: Pick<Minisite, 'search'>): RouteTarget {
  return { kind: 'search', query: { flow: MINISITE_FLOW }, hash: minisite.search };
}
