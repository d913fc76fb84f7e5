import { DEFAULT_GIFT_NIGHTS, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';

/** A gift stay is for two. */
export const GIFT_ADULTS = 2;

/**
 * The criteria of the same stay in the other flow. A gift has no dates (the beneficiary picks them
 * later): it keeps the number of nights chosen, or one, for two adults. Back to booking, the gift's
 * nights and people are dropped.
 */
export function criteriaInFlow(criteria: SearchCriteria, flow: 'booking' | 'gifting'): SearchCriteria {
  if (flow === 'gifting')
    return {
      ...criteria,
      flow,
      checkin: undefined,
      checkout: undefined,
      night: undefined,
      giftAdults: GIFT_ADULTS,
      giftNights: criteria.night ?? criteria.giftNights ?? DEFAULT_GIFT_NIGHTS,
    };
  return { ...criteria, flow, giftAdults: undefined, giftNights: DEFAULT_GIFT_NIGHTS, giftFormat: undefined };
}
