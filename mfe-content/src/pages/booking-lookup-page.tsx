/** Placeholder: the page is being built. */
export function BookingLookupPage() {
  return null;
}
