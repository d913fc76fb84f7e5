import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { FooterParts } from '@escapade/shared-contracts/event-bus';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useCurrentRoute } from '../../../hooks/use-current-route';
import { flowFromSearch } from '../../../utils/current-route';
import { cmsFooterPartsQuery, footerPartsFor } from '../api/get-cms-footer-parts';

/**
 * The footer's optional parts for the page shown: what the page announced with `page:footer` (a
 * CMS page's footer flags), else the CMS page's flags the frame's cache holds (the server read
 * them for its render and handed them over), else the frame's defaults — contact and newsletter
 * blocks, and the booking legal block on the booking summary alone. An announcement holds for the
 * page that made it: a move to another page brings the cached flags or the defaults back until
 * that page says otherwise. The first draw reads what the server's draw read, so hydration matches
 * and the footer does not change when the page announces the same flags.
 */
export function useFooterParts(): FooterParts {
  const { bus, api, locale } = useShellEnvironment();
  const { pathname, search } = useLocation();
  const route = useCurrentRoute();
  const onBookingPage = route?.kind === 'bookingSummary';
  const queryClient = useQueryClient();
  const cmsQuery = route ? cmsFooterPartsQuery(api, locale, route) : null;
  // Only read: the browser never asks for them, the page itself announces its flags.
  const cmsParts = cmsQuery
    ? footerPartsFor(queryClient.getQueryData(cmsQuery.queryKey), flowFromSearch(search))
    : null;
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
  return cmsParts ?? { legal: onBookingPage, newsletter: true, contact: true };
}
