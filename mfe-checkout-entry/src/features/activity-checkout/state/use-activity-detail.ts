import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { activityDetailQuery, type ActivityDetail } from '../api/get-activity-detail';

export type ActivityDetailState =
  | { status: 'loading' }
  | { status: 'success'; detail: ActivityDetail }
  /** Unknown (404) or no longer sold: the page says the offer has expired. */
  | { status: 'expired' }
  | { status: 'error' };

/** The activity's presentation; a failure other than an unknown activity is reported. */
export function useActivityDetail(activityId: string, enabled: boolean): ActivityDetailState & { retry(): void } {
  const { locale, reportError } = useRemoteProps();
  const api = useApiClient();
  const query = useQuery({ ...activityDetailQuery(api, { activityId, locale }), enabled });

  const reportFailure = useEffectEvent((error: unknown) => reportError(error, 'mfe-checkout-entry'));
  useEffect(() => {
    if (query.error && !isNotFound(query.error)) reportFailure(query.error);
  }, [query.error]);

  const retry = () => void query.refetch();
  if (isNotFound(query.error) || query.data?.published === false) return { status: 'expired', retry };
  if (query.isError && !query.isFetching) return { status: 'error', retry };
  if (!query.data) return { status: 'loading', retry };
  return { status: 'success', detail: query.data, retry };
}
