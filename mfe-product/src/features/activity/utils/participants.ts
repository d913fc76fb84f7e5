import { ACTIVITY_PARTICIPANTS, DEFAULT_ADULTS, type NumberRange } from '@escapade/shared-contracts/search-criteria';
import { changeActivityParticipants } from '../../../utils/passenger-rules';
import type { ActivityPrice } from '../api/get-activity-detail';

/** The hash key of the participant count on the activity page and at its checkout entry. */
export const PARTICIPANTS_HASH_KEY = 'a';

const WHOLE_NUMBER = /^\d{1,3}$/;

/** The participant counts the offer has a price for, within the activity range (1 to 2), smallest first. */
export function pricedParticipantCounts(prices: readonly ActivityPrice[]): number[] {
  const counts = prices
    .map((price) => price.paxComposition.adults)
    .filter(
      (count) => Number.isInteger(count) && count >= ACTIVITY_PARTICIPANTS.min && count <= ACTIVITY_PARTICIPANTS.max,
    );
  return [...new Set(counts)].sort((a, b) => a - b);
}

/**
 * The count the page shows: the hash's (key a) when the offer has a price for it; otherwise 2 when
 * priced, else the smallest priced count. An offer without any price shows the default, 2.
 */
export function shownParticipants(hash: string, pricedCounts: readonly number[]): number {
  const fallback = pricedCounts.includes(DEFAULT_ADULTS) ? DEFAULT_ADULTS : (pricedCounts[0] ?? DEFAULT_ADULTS);
  const requested = new URLSearchParams(hash).get(PARTICIPANTS_HASH_KEY)?.trim() ?? '';
  if (!WHOLE_NUMBER.test(requested)) return fallback;
  return changeActivityParticipants(fallback, Number(requested), pricedCounts);
}

/** The stepper's bounds: the smallest and largest priced counts (a duo formula is 2 to 2). */
export function participantsRange(pricedCounts: readonly number[]): NumberRange {
  if (pricedCounts.length === 0) return { min: DEFAULT_ADULTS, max: DEFAULT_ADULTS };
  return { min: Math.min(...pricedCounts), max: Math.max(...pricedCounts) };
}

/** The page's hash with another participant count, every other key kept as it was. */
export function hashWithParticipants(hash: string, participants: number): string {
  const params = new URLSearchParams(hash);
  params.set(PARTICIPANTS_HASH_KEY, String(participants));
  return params.toString();
}

/** The price for that many participants, if the offer is sold for them. */
export function priceForParticipants(
  prices: readonly ActivityPrice[],
  participants: number,
): ActivityPrice | undefined {
  return prices.find((price) => price.paxComposition.adults === participants);
}
