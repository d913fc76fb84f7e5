/**
 * Finding a booking with what the customer holds: its 8-digit number and the buyer's email. Both
 * must match; a wrong number and a wrong email are the same miss, so a caller learns nothing of
 * which bookings exist, and an address that misses too often is throttled so numbers cannot be
 * walked through.
 */
import type { OrderStore, StoredOrder } from '../orders/order-store';

/** Missed lookups an address may make in a window; the next ones are refused until the window moves on. */
export const LOOKUP_FAILURE_LIMIT = 10;
export const LOOKUP_FAILURE_WINDOW_MS = 15 * 60_000;

/** Emails are compared as customers type them: without case and surrounding spaces. */
function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The order whose reference is `bookingNumber` and whose buyer's email is `email`, else undefined. */
export async function findBooking(
  orders: OrderStore,
  bookingNumber: string,
  email: string,
): Promise<StoredOrder | undefined> {
  const order = await orders.findByReference(bookingNumber);
  return order && sameEmail(order.buyer.email.email, email) ? order : undefined;
}
