import { useEffect, useRef, useState } from 'react';
import { useRemoteProps } from '../../../context/remote-props';
import { getCmsHomepage, type CmsHomepageResponse } from '../api/get-cms-homepage';

export type CmsHomepageState =
  { status: 'loading' } | { status: 'ready'; homepage: CmsHomepageResponse } | { status: 'error' };

/** The home page content of the current locale; one request per locale (both flows come together). */
export function useCmsHomepage(): CmsHomepageState {
  const { apiBase, locale, reportError } = useRemoteProps();
  // The answer and the request it answers: until the current request has its answer, it loads.
  const requestKey = `${apiBase} ${locale}`;
  const [answer, setAnswer] = useState<{ requestKey: string; state: CmsHomepageState } | null>(null);
  // The shell may pass a new function on every update; reporting must not refetch.
  const reportErrorRef = useRef(reportError);
  useEffect(() => {
    reportErrorRef.current = reportError;
  });

  useEffect(() => {
    const controller = new AbortController();
    const setState = (state: CmsHomepageState) => setAnswer({ requestKey, state });
    getCmsHomepage({ apiBase, locale, signal: controller.signal }).then(
      (homepage) => setState({ status: 'ready', homepage }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportErrorRef.current(error, 'mfe-content/home');
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [apiBase, locale, requestKey]);

  return answer?.requestKey === requestKey ? answer.state : { status: 'loading' };
}
