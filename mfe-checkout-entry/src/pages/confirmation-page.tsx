/** The page of the confirmation of a paid order. */
export function ConfirmationPage() {
  return null;
}
