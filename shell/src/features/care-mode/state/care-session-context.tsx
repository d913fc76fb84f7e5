import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CareSession } from '../../../context/care-session';
import { clearCareToken, storeCareToken } from '../utils/care-session';

interface CareSessionState {
  session: CareSession | null;
  signedIn(session: CareSession): void;
  signOut(): void;
}

const CareSessionContext = createContext<CareSessionState>({ session: null, signedIn: () => {}, signOut: () => {} });

/** setTimeout's longest delay; a token lives 8 hours, far below it. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The operator signed in on this tab (customer-care mode only); signing out shows the sign-in page again. */
export function CareSessionProvider({
  initialSession,
  children,
}: {
  initialSession: CareSession | null;
  children: ReactNode;
}) {
  const [session, setSession] = useState(initialSession);

  const signedIn = useCallback((next: CareSession) => {
    storeCareToken(next.token);
    setSession(next);
  }, []);
  const signOut = useCallback(() => {
    clearCareToken();
    setSession(null);
  }, []);

  // The token expires while the page stays open: sign out then, as the api would refuse it.
  useEffect(() => {
    if (!session) return undefined;
    const remaining = Date.parse(session.expiresAt) - Date.now();
    const timer = setTimeout(signOut, Math.min(Math.max(remaining, 0), LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [session, signOut]);

  const value = useMemo(() => ({ session, signedIn, signOut }), [session, signedIn, signOut]);
  return <CareSessionContext.Provider value={value}>{children}</CareSessionContext.Provider>;
}

export function useCareSession(): CareSessionState {
  return useContext(CareSessionContext);
}
