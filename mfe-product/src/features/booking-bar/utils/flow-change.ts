import { DEFAULT_GIFT_NIGHTS, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';

/** A gift stay is for two. */
export const GIFT_ADULTS = 2;

/**
 * The criteria of the same stay in the other flow. The dates and travellers the shopper chose stay
 * in the address either way, so that coming back to "for me" finds them again. A gift takes the
 * stay's number of nights (or the gift's own, or one) for two adults; back to booking, the gift's
 * nights, people and format are dropped.
 */
export function criteriaInFlow(criteria: SearchCriteria, flow: 'booking' | 'gifting'): SearchCriteria {
  if (flow === 'gifting')
    return {
      ...criteria,
      flow,
      giftAdults: GIFT_ADULTS,
      giftNights: criteria.night ?? criteria.giftNights ?? DEFAULT_GIFT_NIGHTS,
    };
  return { ...criteria, flow, giftAdults: undefined, giftNights: DEFAULT_GIFT_NIGHTS, giftFormat: undefined };
}

/**
 * What the gifting flow asks the stay's prices with: a gift has no dates (its beneficiary picks them
 * later), so the dates kept in the address are left out of every call. Other flows ask as they are.
 */
export function pricedCriteria(criteria: SearchCriteria): SearchCriteria {
  if (criteria.flow !== 'gifting') return criteria;
  return { ...criteria, checkin: undefined, checkout: undefined, night: undefined };
}
