import { useCallback, useEffect, useRef, useState } from 'react';
import { HTTPError } from 'ky';

/** What a page knows about data it asked the api for. `data` survives a reload so nothing flashes. */
export type RemoteData<T> =
  | { status: 'loading'; data?: T }
  | { status: 'success'; data: T }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown };

export function isNotFound(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 404;
}

/**
 * Runs `load` whenever `requestKey` changes (or on retry) and aborts the previous request, so a
 * slow answer for old criteria never overwrites the answer for the new ones.
 */
export function useRemoteData<T>(
  requestKey: string,
  load: (signal: AbortSignal) => Promise<T>,
  onError: (error: unknown) => void,
): RemoteData<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${requestKey}`;
  const [state, setState] = useState<{ request: string; result: RemoteData<T> }>({
    request,
    result: { status: 'loading' },
  });
  // A new request shows as loading from its first render, keeping the data shown so far.
  if (state.request !== request) {
    const previous = state.result;
    setState({ request, result: { status: 'loading', data: 'data' in previous ? previous.data : undefined } });
  }
  const latest = useRef({ load, onError });
  // Declared before the loading effect, so it runs first and the load below is the current one.
  useEffect(() => {
    latest.current = { load, onError };
  });

  useEffect(() => {
    const controller = new AbortController();
    latest.current.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ request, result: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isNotFound(error)) {
          setState({ request, result: { status: 'notFound' } });
          return;
        }
        latest.current.onError(error);
        setState({ request, result: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state.result, retry };
}
