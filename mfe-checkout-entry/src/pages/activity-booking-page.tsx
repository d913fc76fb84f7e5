/** The page of the checkout entry of an activity bought alone. */
export function ActivityBookingPage() {
  return null;
}
