/**
 * How many participants an activity-only offer is sold for. Most are sold for 1 or 2; some are duo
 * formulas, sold only for 2 (one offer in ten, picked from the id so it never changes).
 */
import { ACTIVITY_PARTICIPANTS } from '@escapade/shared-contracts/search-criteria';
import type { ActivityOfferRecord } from '../catalogue/catalogue-records';

const DUO_ONLY_EVERY = 10;
const DUO_ONLY_REMAINDER = 7;

export function isSoldOnlyForTwo(activity: Pick<ActivityOfferRecord, 'id'>): boolean {
  return activity.id % DUO_ONLY_EVERY === DUO_ONLY_REMAINDER;
}

/** The participant counts an offer can be bought for, smallest first. */
export function participantCountsOf(activity: Pick<ActivityOfferRecord, 'id'>): number[] {
  const min = isSoldOnlyForTwo(activity) ? ACTIVITY_PARTICIPANTS.max : ACTIVITY_PARTICIPANTS.min;
  const counts: number[] = [];
  for (let adults = min; adults <= ACTIVITY_PARTICIPANTS.max; adults += 1) counts.push(adults);
  return counts;
}
