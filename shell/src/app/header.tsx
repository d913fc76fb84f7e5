import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EscapadeLogo } from '../components/escapade-logo';
import { HydrateWhenNeeded } from '../components/hydrate-when-needed';
import { LazyOverlay } from '../components/lazy-overlay';
import { useShellEnvironment } from '../context/shell-environment';
import { AccountMenu } from '../features/account/components/account-menu';
import { isCustomerSignedIn } from '../features/account/state/customer-sign-in';
import { BurgerMenu } from '../features/burger-menu/components/burger-menu';
import { FunnelHeader } from '../features/funnel-header/components/funnel-header';
import { isFunnelRoute } from '../features/funnel-header/utils/funnel-back-target';
import { GiftDrawer } from '../features/gift-drawer/components/gift-drawer';
import { isGiftDrawerEnabled } from '../features/gift-drawer/utils/gift-products';
import { FlowToggle } from '../features/header/components/flow-toggle';
import { useHeaderShowsFlowToggle } from '../hooks/use-header-shows-flow-toggle';
import { InspirationsMenu } from '../features/inspirations/components/inspirations-menu';
import { useNavLinks, type NavLinksState } from '../features/inspirations/state/use-nav-links';
import { LanguageSelector } from '../features/language-selector/components/language-selector';
import { WishlistButton } from '../features/wishlist/components/wishlist-button';
import { WishlistProvider } from '../features/wishlist/components/wishlist-provider';
import { useWishlistStore } from '../features/wishlist/state/wishlist-context';
import { useCurrentRoute } from '../hooks/use-current-route';
import { useHeaderHeightToken } from '../hooks/use-header-height-token';
import { useOverlayState } from '../hooks/use-overlay-state';
import { useIsRouteAvailable } from '../hooks/use-route-availability';
import { isDeferredHydrationOpen, openDeferredHydration } from '../utils/deferred-hydration-gate';
import { lazyWithPreload } from '../utils/lazy-with-preload';
import { hrefFor } from '../utils/route-table';
import { HelpLink } from './help-link';
import styles from './header.module.css';

/** The drawer's code is downloaded when it is about to open (see lazyWithPreload), not with the page. */
const WishlistDrawer = lazyWithPreload(() =>
  import(/* webpackChunkName: "wishlist-drawer" */ '../features/wishlist/components/wishlist-drawer').then(
    (module) => module.WishlistDrawer,
  ),
);

function FullHeader({ navLinks }: { navLinks: NavLinksState }) {
  const { t } = useTranslation();
  const { locale, careMode, flags, pointOfSale } = useShellEnvironment();
  const isRouteAvailable = useIsRouteAvailable();
  const wishlist = useOverlayState();
  const showFlowToggle = useHeaderShowsFlowToggle();
  const links = navLinks.status === 'ready' ? navLinks.links : [];

  return (
    <>
      <div className={styles.bar}>
        <BurgerMenu links={links} onOpenWishlist={() => wishlist.onOpenChange(true)} />
        <Link className={styles.home} to={hrefFor(locale, { kind: 'home' })} aria-label={t('header.homeLink')}>
          <EscapadeLogo />
        </Link>
        <div className={styles.actions}>
          {isRouteAvailable('contact') ? <HelpLink /> : null}
          <LanguageSelector />
          {isGiftDrawerEnabled(locale, careMode) ? <GiftDrawer /> : null}
          {/* Hidden while the customer account toggle is on; on Belgian sites only on desktop. */}
          {flags.customerAccount ? null : (
            <WishlistButton
              className={pointOfSale === 'BE' ? styles.desktopOnly : undefined}
              onPress={() => wishlist.onOpenChange(true)}
              onPrepare={WishlistDrawer.preload}
            />
          )}
          <AccountMenu />
        </div>
      </div>
      <div className={`${styles.topBar} ${showFlowToggle ? '' : styles.desktopOnly}`}>
        <div className={styles.topBarInner}>
          {showFlowToggle ? <FlowToggle /> : null}
          {navLinks.status === 'ready' ? (
            <InspirationsMenu links={navLinks.links} themeOfTheWeek={navLinks.themeOfTheWeek} />
          ) : null}
        </div>
      </div>
      {wishlist.wasOpened ? (
        <LazyOverlay source="wishlist-drawer">
          <WishlistDrawer.Component isOpen={wishlist.isOpen} onOpenChange={wishlist.onOpenChange} />
        </LazyOverlay>
      ) : null}
    </>
  );
}

/**
 * The full header as the server drew it is the same for every visitor the shop knows nothing about
 * yet, and nobody uses its menus before touching the page: on a server-rendered page it hydrates on
 * the visitor's first input (a pointer over it or a press in it: at once), not in the page's first
 * seconds. Memoised: only a change of its menus reaches it, and that opens the gate first.
 */
const FullHeaderOnFirstInput = memo(function FullHeaderOnFirstInput({ navLinks }: { navLinks: NavLinksState }) {
  return (
    <HydrateWhenNeeded opensOnApproach={false}>
      <FullHeader navLinks={navLinks} />
    </HydrateWhenNeeded>
  );
});

/**
 * Opens the deferred-hydration gate as soon as the full header's server markup no longer shows what
 * it should: another page (a remote may move the page without a tap), the menus' tree arriving,
 * or a visitor the shop knows (signed in, or with items kept in the wishlist), whose header differs
 * from the server's from the start. In render on purpose: React would otherwise bring the change to
 * markup it has not hydrated yet, throw that markup away and leave the header empty until the gate
 * opened. Opening an open gate does nothing.
 */
function useFullHeaderHydratesWhenStale(navLinks: NavLinksState): void {
  const location = useLocation();
  const wishlist = useWishlistStore();
  const [drawnWith] = useState(() => ({ location, navLinks }));
  if (isDeferredHydrationOpen()) return;
  const { stays, activities } = wishlist.store.get(wishlist.wishlistAtom);
  if (
    location !== drawnWith.location ||
    navLinks !== drawnWith.navLinks ||
    stays.length + activities.length > 0 ||
    isCustomerSignedIn()
  ) {
    openDeferredHydration();
  }
}

function SiteHeader() {
  const route = useCurrentRoute();
  const isFunnel = route !== null && isFunnelRoute(route.kind);
  // The menus' whole tree is asked once the shopper comes near them: pointer or focus in the header.
  const [menusWanted, setMenusWanted] = useState(false);
  const wantMenus = () => setMenusWanted(true);
  const navLinks = useNavLinks({ shown: !isFunnel, wanted: menusWanted });
  useFullHeaderHydratesWhenStale(navLinks);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeightToken(headerRef);

  return (
    <header
      ref={headerRef}
      className={styles.header}
      {...(isFunnel || menusWanted ? {} : { onPointerEnter: wantMenus, onFocus: wantMenus })}
    >
      {route && isFunnel ? (
        <FunnelHeader kind={route.kind} id={route.id} />
      ) : (
        <FullHeaderOnFirstInput navLinks={navLinks} />
      )}
    </header>
  );
}

/**
 * The frame's top: logo, help, languages, gift drawer, wishlist, account, burger menu and the top
 * bar with the flow toggle and the Inspirations menu; on funnel pages only the logo and a way back,
 * hydrated with the page (its way back depends on the address's hash, which the server never sees).
 * It also keeps the page's wishlist, which remotes reach through the bus, from the page's start.
 */
export function Header() {
  return (
    <WishlistProvider>
      <SiteHeader />
    </WishlistProvider>
  );
}
