import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components/Menu';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useShellEnvironment } from '../../../context/shell-environment';
import { UserIcon } from '../../../components/icons';
import { clearAccountCookies, readAccessToken } from '../utils/account-cookies';
import { ACCOUNT_PATHS, bookingLookupPath, signInPath, sitePath } from '../../../utils/account-paths';
import styles from './account-menu.module.css';

/**
 * The account entry of the header: with the customer account toggle on, a signed-in customer (access
 * token cookie) opens the account menu and a visitor gets a sign-in link carrying the current
 * page as origin; with the toggle off, the entry leads to the booking lookup.
 */
export function AccountMenu() {
  const { t } = useTranslation('header');
  const { locale, flags } = useShellEnvironment();
  const { pathname, search, hash } = useLocation();
  const [accessToken, setAccessToken] = useState(readAccessToken);
  const [justSignedOut, setJustSignedOut] = useState(false);
  const signInLink = useRef<HTMLAnchorElement>(null);

  // The menu and its button are gone after signing out: keep the keyboard user's place.
  useEffect(() => {
    if (justSignedOut) signInLink.current?.focus();
  }, [justSignedOut]);

  if (!flags.customerAccount) {
    return (
      <a className={styles.entry} href={bookingLookupPath(locale)}>
        <UserIcon />
        <span className={styles.label}>{t('account.bookingLookup')}</span>
      </a>
    );
  }

  if (!accessToken) {
    const origin = `${window.location.origin}${pathname}${search}${hash}`;
    return (
      <a ref={signInLink} className={styles.entry} href={signInPath(locale, origin)}>
        <UserIcon />
        <span className={styles.label}>{t('account.signIn')}</span>
      </a>
    );
  }

  const signOut = () => {
    clearAccountCookies();
    setAccessToken(undefined);
    setJustSignedOut(true);
  };

  return (
    <MenuTrigger>
      <Button className={styles.entry}>
        <UserIcon />
        <span className={styles.label}>{t('account.myAccount')}</span>
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        <Menu className={styles.menu} aria-label={t('account.myAccount')}>
          <MenuItem className={styles.item} href={sitePath(locale, ACCOUNT_PATHS.profile)}>
            {t('account.profile')}
          </MenuItem>
          <MenuItem className={styles.item} href={sitePath(locale, ACCOUNT_PATHS.trips)}>
            {t('account.trips')}
          </MenuItem>
          <MenuItem className={styles.item} href={sitePath(locale, ACCOUNT_PATHS.wishlist)}>
            {t('account.wishlist')}
          </MenuItem>
          <Separator className={styles.separator} />
          <MenuItem className={styles.item} onAction={signOut}>
            {t('account.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
