/** Placeholder until the page is built. */
export function GiftCardPage() {
  return null;
}
