import type { UseQueryResult } from '@tanstack/react-query';
import { useRemoteProps } from '../../../context/remote-props';
import { useOnNewValue } from '../../../hooks/use-on-new-value';

export type BlockContent<T> = { status: 'loading' } | { status: 'ready'; content: T } | { status: 'failed' };

/**
 * An inline block's content from its query. A block whose content fails renders nothing: the
 * failure is reported once (as `mfe-search/inline-block/<name>`), the results page goes on.
 */
export function useBlockContent<T>(query: UseQueryResult<T>, name: string): BlockContent<T> {
  const { reportError } = useRemoteProps();
  useOnNewValue(query.error, (error) => reportError(error, `mfe-search/inline-block/${name}`));
  if (query.data !== undefined) return { status: 'ready', content: query.data };
  if (query.isError) return { status: 'failed' };
  return { status: 'loading' };
}
