/**
 * The customer-care operator's identity token: kept in sessionStorage (it dies with the tab, and
 * never leaves this host), checked with the api when the shell boots.
 */
import type { KyInstance } from 'ky';
import { CARE_TOKEN_STORAGE_KEY, readCareToken } from '@escapade/shared-contracts/care-token';
import type { CareSession } from '../../../context/care-session';
import { getCareSession } from '../api/get-care-session';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function storeCareToken(token: string, storage: Storage | null = tabStorage()): void {
  try {
    storage?.setItem(CARE_TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the operator signs in again on the next page load.
  }
}

export function clearCareToken(storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(CARE_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * The signed-in operator at boot: the stored token when the api accepts it. A refused token is
 * forgotten; an api that cannot be reached means signing in again (the token is kept for then).
 */
export async function verifyStoredCareSession(api: KyInstance): Promise<CareSession | null> {
  const token = readCareToken();
  if (!token) return null;
  try {
    const { email, expiresAt } = await getCareSession(api, token);
    return { token, email, expiresAt };
  } catch (error) {
    if ((error as { response?: Response }).response?.status === 401) clearCareToken();
    return null;
  }
}
