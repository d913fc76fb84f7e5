/** The page of the customer's profile. */
export function AccountProfilePage() {
  return null;
}
