import type { ReactNode } from 'react';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useCareSession } from '../state/care-session-context';
import { CareSignInPage } from './care-sign-in-page';

/** In customer-care mode without a signed-in operator, the sign-in page stands in for the whole shop. */
export function CareGate({ children }: { children: ReactNode }) {
  const { careMode } = useShellEnvironment();
  const { session } = useCareSession();
  if (careMode && !session) return <CareSignInPage />;
  return children;
}
