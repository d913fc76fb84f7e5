import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { marketingArticlesQuery, type MarketingArticle } from '../api/get-marketing-articles';
import { useReportFailure } from '../../../hooks/use-report-failure';

/** The magazine's articles of the locale; none while they load or when they cannot be read. */
export function useMarketingArticles(): MarketingArticle[] {
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const query = useQuery(marketingArticlesQuery(api, { locale }));
  useReportFailure(query.error, 'mfe-content/not-found-articles');
  return query.data?.items ?? [];
}
