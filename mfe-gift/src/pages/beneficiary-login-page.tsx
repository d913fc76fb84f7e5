/** Placeholder until the page is built. */
export function BeneficiaryLoginPage() {
  return null;
}
