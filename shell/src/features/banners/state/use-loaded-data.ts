import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export type LoadedData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Runs `load` once per `key` (null: nothing to load) and keeps its outcome. A newer key or an
 * unmount aborts the call in flight; only real failures reach `onError`.
 */
export function useLoadedData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  onError: (error: unknown) => void,
): LoadedData<T> {
  const [state, setState] = useState<{ key: string | null; loaded: LoadedData<T> }>({
    key: null,
    loaded: { status: 'loading' },
  });
  const latest = useRef({ load, onError });
  useLayoutEffect(() => {
    latest.current = { load, onError };
  });

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    latest.current
      .load(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ key, loaded: { status: 'ready', data } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, loaded: { status: 'failed' } });
        latest.current.onError(error);
      });
    return () => controller.abort();
  }, [key]);

  return state.key === key ? state.loaded : { status: 'loading' };
}
