/** The page of the customer's wishlist. */
export function AccountWishlistPage() {
  return null;
}
