import { useRemoteProps } from '../../../context/remote-props';
import { useRemoteData } from '../../../hooks/use-remote-data';

export type BlockContent<T> = { status: 'loading' } | { status: 'ready'; content: T } | { status: 'failed' };

/**
 * Content for an inline block, fetched once per `key` (null: not needed). A block whose content
 * fails renders nothing: the failure is reported, the results page goes on.
 */
export function useBlockContent<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): BlockContent<T> {
  const { reportError } = useRemoteProps();
  const content = useRemoteData(key, load, (error) => reportError(error, `mfe-search/inline-block/${key}`));
  if (content.status === 'success') return { status: 'ready', content: content.data };
  if (content.status === 'error') return { status: 'failed' };
  return { status: 'loading' };
}
