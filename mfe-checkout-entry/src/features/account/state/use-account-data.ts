import { useEffect, useEffectEvent } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useRemoteProps } from '../../../context/remote-props';
import { isSignedOutError } from '../utils/sign-in-failure';

export type AccountData<T> =
  | { status: 'loading' }
  /** The api answered 401: no customer is signed in (or their sign-in has ended). */
  | { status: 'signedOut' }
  | { status: 'error'; retry(): void }
  | { status: 'ready'; data: T };

/**
 * One of the customer's own lists or details. A signed-out visitor is no failure (the page asks
 * them to sign in); any other failure is reported and can be tried again.
 */
export function useAccountData<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>): AccountData<T> {
  const { reportError } = useRemoteProps();
  const query = useQuery(options);
  const report = useEffectEvent((error: unknown) => reportError(error, 'mfe-checkout-entry'));
  useEffect(() => {
    if (query.error && !isSignedOutError(query.error)) report(query.error);
  }, [query.error]);

  // Checked first: a sign-in that ends while the page is open hides what it showed.
  if (query.error && isSignedOutError(query.error)) return { status: 'signedOut' };
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError && !query.isFetching) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
