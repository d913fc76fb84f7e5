import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { boxOffersQuery } from '../api/get-box-offers';

/** The box's stays, page after page (see boxOffersQuery), and the flat list of those loaded. */
export function useBoxOffers(code: string) {
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const query = useInfiniteQuery({ ...boxOffersQuery(api, { code, locale }), enabled: code !== '' });
  const offers = query.data?.pages.flatMap((page) => page.exactMatch) ?? [];
  const totalCount = query.data?.pages[0]?.searchDetails.totalCount ?? 0;
  return { query, offers, totalCount };
}
