/** Upgrades are suggested for a one-night gift only; longer gifts are already the richer choice. */
export const UPSELL_NIGHTS = 1;

/** After choosing an upgrade, the page says so this long before it opens the upgraded gift. */
export const UPSELL_NAVIGATION_DELAY_MS = 500;

export function upsellsShown(nights: number | undefined): boolean {
  return nights === UPSELL_NIGHTS;
}

/** What an upgrade costs more, in cents: never below 0, even for a stay the api priced lower. */
export function upgradePrice(upsell: { priceDifference: number }): number {
  return Number.isFinite(upsell.priceDifference) ? Math.max(0, upsell.priceDifference) : 0;
}
