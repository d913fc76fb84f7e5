import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { staticContentQuery, type StaticContent } from '../api/get-static-content';

export type StaticContentState =
  | { status: 'loading' }
  | { status: 'ready'; content: StaticContent }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void };

/** Where this page's failures are filed in the shell's error reports. */
const REPORT_AREA = 'mfe-content/static-content';

/** The static page the route names, in the site's language. */
export function useStaticContent(): StaticContentState {
  const { locale, route, reportError } = useRemoteProps();
  const api = useApiClient();
  const { data, error, isPending, isFetching, refetch } = useQuery(
    staticContentQuery(api, { id: route.id ?? '', locale }),
  );

  // An unknown page resolves to null, so only real failures get here and are reported.
  const reportFailure = useEffectEvent((failure: Error) => reportError(failure, REPORT_AREA));
  useEffect(() => {
    if (error) reportFailure(error);
  }, [error]);

  // A retry shows the skeleton again rather than the error it is trying to fix.
  if (isPending || (error && isFetching)) return { status: 'loading' };
  if (error) return { status: 'error', retry: () => void refetch() };
  if (data === null) return { status: 'notFound' };
  return { status: 'ready', content: data };
}
