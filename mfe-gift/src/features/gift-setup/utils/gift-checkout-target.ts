import type { RouteTarget } from '@escapade/shared-contracts/routes';
import type { GiftFormat } from './gift-format';
import { DEFAULT_SLEEVE_ID } from './sleeve-selection';

export interface GiftSetupChoices {
  offerId: string;
  nights: number;
  format: GiftFormat;
  sleeves: readonly string[];
  customisation: { fromName: string; message: string } | null;
}

/**
 * The gift checkout of the stay as set up: nights and format always; sleeves for a physical gift
 * (the default sleeve goes without saying); the sender's name and message when written.
 */
export function giftCheckoutTarget({ offerId, nights, format, sleeves, customisation }: GiftSetupChoices): RouteTarget {
  const query: Record<string, string> = { flow: 'gifting', giftNights: String(nights), giftFormat: format };
  const extras = format === 'physical' ? sleeves.filter((id) => id !== DEFAULT_SLEEVE_ID) : [];
  if (extras.length > 0) query.sleeves = extras.join(',');
  const fromName = customisation?.fromName.trim() ?? '';
  const message = customisation?.message.trim() ?? '';
  if (fromName) query.fromName = fromName;
  if (message) query.message = message;
  return { kind: 'giftCheckout', id: offerId, query };
}
