import { isNotFound } from '@escapade/shared-contracts/api-client';

/** Where the set-up's failures are reported from. */
export const GIFT_SETUP_SOURCE = 'mfe-gift/gift-setup';

/** An unknown offer is the visitor's old link, not a fault of the shop: not reported. */
export function isFault(error: unknown): boolean {
  return !isNotFound(error);
}
