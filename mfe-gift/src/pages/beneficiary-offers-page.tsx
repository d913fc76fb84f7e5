/** Placeholder until the page is built. */
export function BeneficiaryOffersPage() {
  return null;
}
