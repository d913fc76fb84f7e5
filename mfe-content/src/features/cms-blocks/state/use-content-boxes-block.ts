import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { contentBoxesBlockQuery } from '../api/get-content-boxes-block';
import { useReportFailure } from '../../../hooks/use-report-failure';

/** The gift-box block's content of the locale; a failure is reported once. */
export function useContentBoxesBlock() {
  const { locale } = useRemoteProps();
  const query = useQuery(contentBoxesBlockQuery(useApiClient(), locale));
  useReportFailure(query.error, 'mfe-content/boxes-block');
  return query;
}
