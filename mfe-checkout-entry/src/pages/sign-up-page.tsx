/** The page of sign-up. */
export function SignUpPage() {
  return null;
}
