import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { cmsHomepageQuery, type CmsHomepageResponse } from '../api/get-cms-homepage';

export type CmsHomepageState =
  { status: 'loading' } | { status: 'ready'; homepage: CmsHomepageResponse } | { status: 'error' };

/** The home page content of the current locale; one request per locale (both flows come together). */
export function useCmsHomepage(): CmsHomepageState {
  const { locale, reportError } = useRemoteProps();
  const api = useApiClient();
  const query = useQuery(cmsHomepageQuery(api, { locale }));

  // The home page has no "not found" state: any failure, a 404 included, is reported.
  const reportFailure = useEffectEvent((error: unknown) => reportError(error, 'mfe-content/home'));
  useEffect(() => {
    if (query.error) reportFailure(query.error);
  }, [query.error]);

  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return { status: 'ready', homepage: query.data };
}
