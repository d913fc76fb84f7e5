/**
 * The referral ids the shop keeps from a visit that came through a partner's link, as the other
 * features read and keep them (the newsletter checks the kept affiliate on every visit).
 */
import { readReferralIds, saveReferralIdsFromUrl, type ReferralIds } from '../utils/referral-ids';

/** The affiliate id kept from an earlier (or this) visit; undefined when none was kept. */
export function keptAffiliateId(): string | undefined {
  return readReferralIds().affiliateId;
}

/** Keeps the ids of a landing address, as the page does when a visit starts. */
export function keepReferralIdsOf(location: { search: string; hash: string }): ReferralIds {
  return saveReferralIdsFromUrl(location);
}
