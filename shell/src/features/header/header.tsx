import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useShellEnvironment } from '../../app/shell-environment';
import { EscapadeLogo } from '../../components/escapade-logo';
import { AccountMenu } from '../account/account-menu';
import { BurgerMenu } from '../burger-menu/burger-menu';
import { useIsRemoteEnabled, useIsRouteAvailable } from '../composition/remote-availability';
import { FunnelHeader } from '../funnel-header/funnel-header';
import { isFunnelRoute } from '../funnel-header/funnel-back-target';
import { GiftDrawer } from '../gift-drawer/gift-drawer';
import { isGiftDrawerEnabled } from '../gift-drawer/gift-products';
import { InspirationsMenu } from '../inspirations/inspirations-menu';
import { useNavLinks, type NavLinksState } from '../inspirations/use-nav-links';
import { LanguageSelector } from '../language-selector/language-selector';
import { hrefFor, matchRoute } from '../routing/route-table';
import { WishlistContext } from '../wishlist/wishlist-context';
import { WishlistButton, WishlistDrawer } from '../wishlist/wishlist-drawer';
import { browserStorage } from '../wishlist/wishlist-storage';
import { createWishlistStore } from '../wishlist/wishlist-store';
import { FlowToggle } from './flow-toggle';
import { HelpLink } from './help-link';
import styles from './header.module.css';

function FullHeader({ navLinks }: { navLinks: NavLinksState }) {
  const { t } = useTranslation();
  const { locale, careMode, flags, pointOfSale } = useShellEnvironment();
  const isRemoteEnabled = useIsRemoteEnabled();
  const isRouteAvailable = useIsRouteAvailable();
  const [wishlistOpen, setWishlistOpen] = useState(false);
  // The gifting flow is made of mfe-gift's pages: without them a Gifts/Stays choice means nothing.
  const showFlowToggle = isRemoteEnabled('mfe-gift');
  const links = navLinks.status === 'ready' ? navLinks.links : [];

  return (
    <>
      <div className={styles.bar}>
        <BurgerMenu links={links} onOpenWishlist={() => setWishlistOpen(true)} />
        <Link className={styles.home} to={hrefFor(locale, { kind: 'home' })} aria-label={t('header.homeLink')}>
          <EscapadeLogo />
        </Link>
        <div className={styles.actions}>
          {isRouteAvailable('contact') ? <HelpLink /> : null}
          <LanguageSelector />
          {isGiftDrawerEnabled(locale, careMode) ? <GiftDrawer /> : null}
          {/* Spec: hidden while the customer account toggle is on; on Belgian sites only on desktop. */}
          {flags.customerAccount ? null : (
            <WishlistButton
              className={pointOfSale === 'BE' ? styles.desktopOnly : undefined}
              onPress={() => setWishlistOpen(true)}
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
      <WishlistDrawer isOpen={wishlistOpen} onOpenChange={setWishlistOpen} />
    </>
  );
}

/**
 * The frame's top: logo, help, languages, gift drawer, wishlist, account, burger menu and the top
 * bar with the flow toggle and the Inspirations menu; on funnel pages only the logo and a way back.
 * It also keeps the page's wishlist, which remotes reach through the bus.
 */
export function Header() {
  const { locale, bus } = useShellEnvironment();
  const { pathname } = useLocation();
  const route = matchRoute(locale, pathname);
  const navLinks = useNavLinks();
  const [wishlist] = useState(() => createWishlistStore({ bus, storage: browserStorage() }));
  useEffect(() => wishlist.connect(), [wishlist]);

  return (
    <WishlistContext.Provider value={wishlist}>
      <header className={styles.header}>
        {route && isFunnelRoute(route.kind) ? (
          <FunnelHeader kind={route.kind} id={route.id} />
        ) : (
          <FullHeader navLinks={navLinks} />
        )}
      </header>
    </WishlistContext.Provider>
  );
}
