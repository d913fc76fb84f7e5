import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import { postNotFoundReport } from '../api/post-not-found-report';

/** The 404 page tells the shop's server which address failed, once per page view; failures are ignored. */
export function useNotFoundReport(api: KyInstance, locale: Locale): void {
  const location = useLocation();
  // The router's key of the view already reported: React may run the effect twice for one view.
  const reportedView = useRef<string | null>(null);
  useEffect(() => {
    if (reportedView.current === location.key) return;
    reportedView.current = location.key;
    const uri = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;
    postNotFoundReport(api, { uri, locale }).catch(() => {
      // Nothing to do: the visitor already sees the 404 page.
    });
  }, [api, locale, location]);
}
