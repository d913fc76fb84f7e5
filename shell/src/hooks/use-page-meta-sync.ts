import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { EventBus } from '@escapade/shared-contracts/event-bus';
import { isRemoteEnabled } from '@escapade/shared-contracts/registry';
import { REMOTE_FOR_ROUTE } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../context/shell-environment';
import { applyPageMeta, BRAND_NAME } from '../utils/apply-page-meta';
import { useCurrentRoute } from './use-current-route';
import { headLinksFor } from '../utils/head-links';

/**
 * The shell owns the head: it writes what pages (remote or shell) announce with `page:meta`, with
 * the canonical and alternate links of the page the router shows, and clears it on each new page.
 */
export function usePageMetaSync(): void {
  const { bus, locale, registry } = useShellEnvironment();
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  // Read when a page announces itself; set in a layout effect so it is current before any page's effect runs.
  const currentPage = useRef({ pathname, route });
  useLayoutEffect(() => {
    currentPage.current = { pathname, route };
  }, [pathname, route]);

  // A new page starts from a blank head: the last page's title, description, robots, canonical,
  // alternates, prev and next go, and the new page announces its own (a layout effect: before any
  // page's effect).
  // The first page keeps what the server wrote.
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    applyPageMeta({ title: BRAND_NAME }, document, { alternates: [] });
  }, [pathname]);

  useEffect(
    () =>
      bus.on('page:meta', (meta) => {
        const links = headLinksFor(meta, {
          locale,
          ...currentPage.current,
          location: window.location,
          isServedIn: (otherLocale, kind) => isRemoteEnabled(registry, REMOTE_FOR_ROUTE[kind], otherLocale),
        });
        applyPageMeta(meta, document, links);
      }),
    [bus, locale, registry],
  );
}

/** A shell page announcing its own head tags on the bus, like any remote does. */
export function useAnnouncePageMeta(bus: EventBus, title: string, robots?: string): void {
  useEffect(() => {
    bus.emit('page:meta', { title, ...(robots ? { robots } : {}) });
  }, [bus, title, robots]);
}
