import { useEffect, useRef, useState } from 'react';
import { useRemoteProps } from '../../../remote-props';
import { getCmsHomepage, type CmsHomepageResponse } from '../api/get-cms-homepage';

export type CmsHomepageState =
  { status: 'loading' } | { status: 'ready'; homepage: CmsHomepageResponse } | { status: 'error' };

/** The home page content of the current locale; one request per locale (both flows come together). */
export function useCmsHomepage(): CmsHomepageState {
  const { apiBase, locale, reportError } = useRemoteProps();
  const [state, setState] = useState<CmsHomepageState>({ status: 'loading' });
  // The shell may pass a new function on every update; reporting must not refetch.
  const reportErrorRef = useRef(reportError);
  reportErrorRef.current = reportError;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getCmsHomepage({ apiBase, locale, signal: controller.signal }).then(
      (homepage) => setState({ status: 'ready', homepage }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportErrorRef.current(error, 'mfe-content/home');
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [apiBase, locale]);

  return state;
}
