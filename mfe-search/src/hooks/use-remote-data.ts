import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** What a part of the page knows about data it asked the api for. */
export type RemoteData<T> =
  /** Nothing asked (no key). */
  | { status: 'idle' }
  /** On its way; `data` is the previous key's answer, kept so nothing flashes. */
  | { status: 'loading'; data?: T }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Runs `load` whenever `requestKey` changes (or on retry) and aborts the previous request, so a
 * slow answer for an old key never overwrites the current one. A null key asks nothing. `onError`
 * hears about a failed request, never about an aborted one.
 */
export function useRemoteData<T>(
  requestKey: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: unknown) => void,
): RemoteData<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const request = requestKey === null ? null : `${attempt}:${requestKey}`;
  const [state, setState] = useState<{ request: string | null; result: RemoteData<T> }>(() => ({
    request,
    result: request === null ? { status: 'idle' } : { status: 'loading' },
  }));
  // A new request shows as loading from its first render, with the data shown so far.
  if (state.request !== request) {
    const previous = state.result;
    setState({
      request,
      result:
        request === null
          ? { status: 'idle' }
          : { status: 'loading', data: 'data' in previous ? previous.data : undefined },
    });
  }
  const loadCurrent = useEffectEvent(load);
  const reportError = useEffectEvent((error: unknown) => onError?.(error));

  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    loadCurrent(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ request, result: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error);
        setState({ request, result: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state.result, retry };
}
