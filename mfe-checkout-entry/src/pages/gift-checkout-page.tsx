/** The page of the checkout entry of a gift box or a stay given as a gift. */
export function GiftCheckoutPage() {
  return null;
}
