import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import { DEFAULT_ADULTS, DEFAULT_BABIES, DEFAULT_CHILDREN } from '@escapade/shared-contracts/search-criteria';
import { nightsBetween, type StayDates } from '../../../utils/stay-dates';
import type { Passengers } from '../../../utils/passengers';
import type { RecommendedOfferRequest } from '../api/get-recommended-offer';

/** What the search box holds that prices a recommended stay. */
export interface RecommendedOfferCriteria {
  flow: Flow;
  dates: StayDates | null;
  travellers: Passengers;
}

/** Before the box says otherwise: the search's default travellers, no dates. */
export const DEFAULT_RECOMMENDED_OFFER_CRITERIA: RecommendedOfferCriteria = {
  flow: 'booking',
  dates: null,
  travellers: { adults: DEFAULT_ADULTS, children: DEFAULT_CHILDREN, babies: DEFAULT_BABIES },
};

/**
 * The recommended offer call for a stay and the box's criteria: the dates with their nights, and
 * the travellers. A gift has no dates (the beneficiary picks them), so the gifting flow asks none,
 * as the stay page it opens does not have them either.
 */
export function recommendedOfferRequest(
  locale: Locale,
  offerId: number,
  { flow, dates, travellers }: RecommendedOfferCriteria,
): RecommendedOfferRequest {
  const stay =
    dates && flow !== 'gifting'
      ? { checkin: dates.checkin, checkout: dates.checkout, night: nightsBetween(dates.checkin, dates.checkout) }
      : {};
  return {
    locale,
    id: offerId,
    ...stay,
    adult: travellers.adults,
    child: travellers.children,
    baby: travellers.babies,
  };
}
