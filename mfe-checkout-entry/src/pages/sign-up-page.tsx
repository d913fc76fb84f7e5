import { SignUpForm } from '../features/account/components/sign-up-form';

/** Sign-up (route kind 'signUp'); the page to come back to is in the `origin` query parameter. */
export function SignUpPage() {
  return <SignUpForm />;
}
