import { Suspense, lazy, type ReactNode } from 'react';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useCareSession } from '../state/care-session-context';

/** Only operators see it: a download of its own (with the notice), never part of a shopper's page. */
const CareSignInPage = lazy(() =>
  import(/* webpackChunkName: "care-mode" */ './care-sign-in-page').then((module) => ({
    default: module.CareSignInPage,
  })),
);

/** In customer-care mode without a signed-in operator, the sign-in page stands in for the whole shop. */
export function CareGate({ children }: { children: ReactNode }) {
  const { careMode } = useShellEnvironment();
  const { session } = useCareSession();
  if (careMode && !session) {
    return (
      <Suspense>
        <CareSignInPage />
      </Suspense>
    );
  }
  return children;
}
