/** The page of the customer's orders. */
export function AccountTripsPage() {
  return null;
}
