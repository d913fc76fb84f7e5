import { useEffect, useState } from 'react';
import { useRemoteProps } from '../../../context/remote-props';

export type BlockContent<T> = { status: 'loading' } | { status: 'ready'; content: T } | { status: 'failed' };

/**
 * Content for an inline block, fetched once per `key` (null: not needed). A block whose content
 * fails renders nothing: the failure is reported, the results page goes on.
 */
export function useBlockContent<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): BlockContent<T> {
  const { reportError } = useRemoteProps();
  const [state, setState] = useState<BlockContent<T>>({ status: 'loading' });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal)
      .then((content) => {
        if (!controller.signal.aborted) setState({ status: 'ready', content });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed' });
        reportError(error, `mfe-search/inline-block/${key}`);
      });
    return () => controller.abort();
    // `load` is a fresh closure each render: the key alone says when the content changes.
  }, [key]);
  return state;
}
