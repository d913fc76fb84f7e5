/**
 * Whether a customer is signed in, as the frame shows it: the account id cookie is present. Read
 * in the browser only; the server (which renders the frame for everyone) and the hydration of its
 * markup see a visitor, and the signed-in state follows right after.
 */
import { useSyncExternalStore } from 'react';
import { readAccountId } from '../utils/account-cookies';

const listeners = new Set<() => void>();

function tellListeners(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing in or out in another tab shows when the visitor comes back to this one.
  if (listeners.size === 1) document.addEventListener('visibilitychange', tellListeners);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', tellListeners);
  };
}

export function isCustomerSignedIn(): boolean {
  return readAccountId() !== undefined;
}

const signedOutOnServer = () => false;

export function useIsCustomerSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isCustomerSignedIn, signedOutOnServer);
}

/** Tells the frame the cookies changed (the customer signed out from this page). */
export function accountCookiesChanged(): void {
  tellListeners();
}
