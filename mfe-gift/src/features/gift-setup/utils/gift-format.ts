/** How the gift reaches its beneficiary: an e-mail to print or forward, or a voucher posted in a sleeve. */
export type GiftFormat = 'digital' | 'physical';

/** Every gift starts digital; physical is the buyer's choice. */
export const DEFAULT_GIFT_FORMAT: GiftFormat = 'digital';

export function isGiftFormat(value: unknown): value is GiftFormat {
  return value === 'digital' || value === 'physical';
}

/** Whether the physical format can be chosen now, is still being checked, or is closed. */
export type PhysicalAvailability = 'available' | 'pending' | 'unavailable';

/** Where the answer about the shipping costs stands. */
export type ShippingCostsStatus = 'pending' | 'error' | 'success';

/**
 * The physical format is offered only while the shop sells it (its flag) and its delivery can be
 * priced (the shipping costs came back without error); until they come back it is pending.
 */
export function physicalAvailability(flagOn: boolean, shipping: ShippingCostsStatus): PhysicalAvailability {
  if (!flagOn || shipping === 'error') return 'unavailable';
  return shipping === 'success' ? 'available' : 'pending';
}

/** The format the gift is set up with: physical only when asked for and available, else digital. */
export function effectiveGiftFormat(wanted: GiftFormat | undefined, physical: PhysicalAvailability): GiftFormat {
  return wanted === 'physical' && physical === 'available' ? 'physical' : DEFAULT_GIFT_FORMAT;
}

/** A posted voucher is printed with the sender's name, so its customisation must give one. */
export function senderNameRequired(format: GiftFormat): boolean {
  return format === 'physical';
}
