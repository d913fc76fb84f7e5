/** The page of sign-in. */
export function SignInPage() {
  return null;
}
