import { SignInForm } from '../features/account/components/sign-in-form';

/** Sign-in (route kind 'signIn'); the page to come back to is in the `origin` query parameter. */
export function SignInPage() {
  return <SignInForm />;
}
