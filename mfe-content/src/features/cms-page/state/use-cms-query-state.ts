import type { UseQueryResult } from '@tanstack/react-query';
import { useReportFailure } from '../../../hooks/use-report-failure';

export type CmsQueryState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** A CMS call's state as its page draws it; a failure is reported to the shell under `area`. */
export function useCmsQueryState<T>(query: UseQueryResult<T>, area: string): CmsQueryState<T> {
  useReportFailure(query.error, area);
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return { status: 'ready', data: query.data };
}
