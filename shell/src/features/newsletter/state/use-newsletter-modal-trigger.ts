import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useCurrentRoute } from '../../../hooks/use-current-route';
import { keptAffiliateId } from '../../tracking/state/kept-referral-ids';
import { affiliateIdFrom, isExcludedAffiliate } from '../utils/affiliate';
import { isNewsletterModalDismissed, rememberNewsletterModalDismissed } from '../utils/newsletter-dismissal';
import { NEWSLETTER_MODAL_DELAY_MS } from '../utils/newsletter-timings';

/** The pages where the acquisition modal may appear. */
export const NEWSLETTER_MODAL_PAGES: ReadonlySet<RouteKind> = new Set<RouteKind>(['home', 'search', 'landing']);

/**
 * When the acquisition modal opens: NEWSLETTER_MODAL_DELAY_MS after the visitor moved from one page
 * to another (never on the first page of the visit), on home, search or landing pages — unless it
 * was dismissed before, the visitor came from an excluded affiliate, or in customer-care mode.
 * Each move restarts the wait; leaving for another kind of page cancels it. `onWait` is told when a
 * wait starts (the modal's code can be fetched meanwhile); `wasShown` stays true once it opened.
 */
export function useNewsletterModalTrigger(onWait?: () => void): { isOpen: boolean; wasShown: boolean; close(): void } {
  const { careMode } = useShellEnvironment();
  const { pathname, search } = useLocation();
  const firstPathname = useRef(pathname);
  // The `aff` parameter is in the landing URL only: read it once, at the start of the visit, with
  // the affiliate id kept from an earlier visit, which counts on every visit.
  const [landingAffiliate] = useState(() =>
    typeof document === 'undefined' ? null : affiliateIdFrom(search, document.cookie, keptAffiliateId()),
  );
  const [hasNavigated, setHasNavigated] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [wasShown, setWasShown] = useState(false);

  useEffect(() => {
    if (pathname !== firstPathname.current) setHasNavigated(true);
  }, [pathname]);

  const kind = useCurrentRoute()?.kind ?? null;
  const eligible =
    !careMode &&
    hasNavigated &&
    !wasShown &&
    kind !== null &&
    NEWSLETTER_MODAL_PAGES.has(kind) &&
    !isExcludedAffiliate(landingAffiliate);

  const waitStarted = useEffectEvent(() => onWait?.());
  useEffect(() => {
    if (!eligible || isNewsletterModalDismissed()) return undefined;
    if (isExcludedAffiliate(affiliateIdFrom('', document.cookie, keptAffiliateId()))) return undefined;
    waitStarted();
    const timer = setTimeout(() => {
      if (isNewsletterModalDismissed()) return;
      setIsOpen(true);
      setWasShown(true);
    }, NEWSLETTER_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, pathname]);

  const close = useCallback(() => {
    rememberNewsletterModalDismissed();
    setIsOpen(false);
  }, []);

  // Once open, it stays until the visitor answers or closes it, whatever page comes next.
  return { isOpen, wasShown, close };
}
