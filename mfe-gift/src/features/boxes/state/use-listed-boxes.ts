import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { boxesSearchQuery, type BoxCard } from '../api/search-boxes';
import { listedBoxes } from '../utils/box-listing';
import { useReportFailure } from '../../../hooks/use-report-failure';

export type ListedBoxes =
  { status: 'loading' } | { status: 'error'; retry(): void; retrying: boolean } | { status: 'ready'; boxes: BoxCard[] };

/** The boxes the listing shows (see listedBoxes), from the cache the server may have filled. */
export function useListedBoxes(): ListedBoxes {
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const query = useQuery(boxesSearchQuery(api, { locale }));

  useReportFailure(query.error, 'mfe-gift/boxes');

  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching };
  return { status: 'ready', boxes: listedBoxes(query.data.boxes) };
}
