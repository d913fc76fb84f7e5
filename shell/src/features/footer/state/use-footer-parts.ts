import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FooterParts } from '@escapade/shared-contracts/event-bus';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useCurrentRoute } from '../../../hooks/use-current-route';

/**
 * The footer's optional parts for the page shown: what the page announced with `page:footer` (a
 * CMS page's footer flags), else the frame's defaults — contact and newsletter blocks, and the
 * booking legal block on the booking summary alone. An announcement holds for the page that made
 * it: a move to another page brings the defaults back until that page says otherwise. The first
 * draw uses the defaults, as the server did, so hydration matches.
 */
export function useFooterParts(): FooterParts {
  const { bus } = useShellEnvironment();
  const { pathname } = useLocation();
  const onBookingPage = useCurrentRoute()?.kind === 'bookingSummary';
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    shownPath.current = pathname;
  }, [pathname]);
  const [announced, setAnnounced] = useState<{ pathname: string; parts: FooterParts } | null>(null);
  useEffect(
    () =>
      bus.on('page:footer', (parts) => {
        setAnnounced({ pathname: shownPath.current, parts });
      }),
    [bus],
  );
  if (announced && announced.pathname === pathname) return announced.parts;
  return { legal: onBookingPage, newsletter: true, contact: true };
}
