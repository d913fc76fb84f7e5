import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../../../context/shell-environment';
import { ACCOUNT_PATHS, bookingLookupPath, sitePath } from '../../../utils/account-paths';
import { useIsRouteAvailable } from '../../../hooks/use-route-availability';
import { ChevronIcon } from '../../../components/icons';
import { EscapadeLogo } from '../../../components/escapade-logo';
import { isInPageClick } from '@escapade/shared-contracts/shop-link';
import { SlideOver } from '../../../components/slide-over';
import { hrefFor } from '../../../utils/route-table';
import { SocialLinks } from './social-links';
import styles from './burger-menu-panel.module.css';

/** A link of the navigation tree, as the header hands it over: a label, its page and its sub-levels. */
export interface MenuLink {
  _id: string;
  label: string;
  target: RouteTarget;
  children: MenuLink[];
}

interface NavItemProps {
  item: MenuLink;
  depth: number;
  onNavigate(): void;
}

/** A link, or a button that shows the level below (with a "see all" link first). */
function BurgerNavItem({ item, depth, onNavigate }: NavItemProps) {
  const { t } = useTranslation('header');
  const { locale } = useShellEnvironment();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const follow = (event: MouseEvent) => isInPageClick(event) && onNavigate();

  if (item.children.length === 0) {
    return (
      <li>
        <Link className={styles.navLink} data-depth={depth} to={hrefFor(locale, item.target)} onClick={follow}>
          {item.label}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={styles.navToggle}
        data-depth={depth}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        <span>{item.label}</span>
        <ChevronIcon />
      </button>
      <ul id={listId} className={styles.navList} hidden={!expanded}>
        {expanded ? (
          <>
            <li>
              <Link
                className={`${styles.navLink} ${styles.seeAll}`}
                data-depth={depth + 1}
                to={hrefFor(locale, item.target)}
                onClick={follow}
              >
                {t('inspirations.seeAll', { label: item.label })}
              </Link>
            </li>
            {item.children.map((child) => (
              <BurgerNavItem key={child._id} item={child} depth={depth + 1} onNavigate={onNavigate} />
            ))}
          </>
        ) : null}
      </ul>
    </li>
  );
}

interface BurgerMenuPanelProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** Top-level items: the tabs of the nav links, each with its levels. */
  links: MenuLink[];
  onOpenWishlist(): void;
}

/**
 * The open burger menu: the nav links with their sub-levels, then Check my booking, I have received
 * a box / getaway gift, Wishlist, Contact and the social links. The page behind does not scroll
 * while it is open (the slide-over's modal overlay locks it).
 */
export function BurgerMenuPanel({ isOpen, onOpenChange, links, onOpenWishlist }: BurgerMenuPanelProps) {
  const { t } = useTranslation('header');
  const { locale, flags } = useShellEnvironment();
  const isRouteAvailable = useIsRouteAvailable();

  return (
    <SlideOver
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('burger.title')}
      showTitle={false}
      // The band the close button sits in shows the shop's logo, a way home like the header's.
      topStart={(close) => (
        <Link
          className={styles.home}
          to={hrefFor(locale, { kind: 'home' })}
          aria-label={t('header.homeLink', { ns: 'shell' })}
          onClick={(event) => isInPageClick(event) && close()}
        >
          <EscapadeLogo />
        </Link>
      )}
      closeLabel={t('burger.close')}
      side="left"
    >
      {(close) => (
        <div className={styles.content}>
          {links.length > 0 ? (
            <nav aria-label={t('inspirations.label')}>
              <ul className={styles.navList}>
                {links.map((link) => (
                  <BurgerNavItem key={link._id} item={link} depth={1} onNavigate={close} />
                ))}
              </ul>
            </nav>
          ) : null}
          <ul className={styles.services}>
            <li>
              <a className={styles.service} href={bookingLookupPath(locale)}>
                {t('burger.checkBooking')}
              </a>
            </li>
            {isRouteAvailable('boxLogin') ? (
              <li>
                <Link
                  className={styles.service}
                  to={hrefFor(locale, { kind: 'boxLogin' })}
                  onClick={(event) => isInPageClick(event) && close()}
                >
                  {t('burger.receivedGift')}
                </Link>
              </li>
            ) : null}
            <li>
              {flags.customerAccount ? (
                <a className={styles.service} href={sitePath(locale, ACCOUNT_PATHS.wishlist)}>
                  {t('burger.wishlist')}
                </a>
              ) : (
                <button
                  type="button"
                  className={styles.service}
                  onClick={() => {
                    close();
                    onOpenWishlist();
                  }}
                >
                  {t('burger.wishlist')}
                </button>
              )}
            </li>
            {isRouteAvailable('contact') ? (
              <li>
                <Link
                  className={styles.service}
                  to={hrefFor(locale, { kind: 'contact' })}
                  onClick={(event) => isInPageClick(event) && close()}
                >
                  {t('burger.contact')}
                </Link>
              </li>
            ) : null}
          </ul>
          <SocialLinks />
        </div>
      )}
    </SlideOver>
  );
}
