import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { boxDetailQuery } from '../api/get-box-detail';

/**
 * The box of the page's code. An unknown code (404) is the page's "not found" state; any other
 * failure is reported to the shell.
 */
export function useBoxDetail(code: string) {
  const props = useRemoteProps();
  const api = useApiClient();
  const query = useQuery({ ...boxDetailQuery(api, { code, locale: props.locale }), enabled: code !== '' });

  const reportFailure = useEffectEvent((error: unknown) => props.reportError(error, 'mfe-product'));
  useEffect(() => {
    if (query.error && !isNotFound(query.error)) reportFailure(query.error);
  }, [query.error]);

  return query;
}
