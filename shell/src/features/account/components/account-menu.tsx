import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useShellEnvironment } from '../../../context/shell-environment';
import { UserIcon } from '../../../components/icons';
import { clearAccountCookies, readAccessToken } from '../utils/account-cookies';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { bookingLookupPath, signInPath } from '../../../utils/account-paths';
import { lazyWithPreload } from '../../../utils/lazy-with-preload';
import styles from './account-menu.module.css';

const signedInMenu = lazyWithPreload(() =>
  import(/* webpackChunkName: "signed-in-menu" */ './signed-in-menu').then((module) => module.SignedInMenu),
);

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
    <LazyOverlay source="account-menu">
      <Suspense
        fallback={
          // The same entry, inert for the moment the menu's code takes to arrive.
          <span className={styles.entry}>
            <UserIcon />
            <span className={styles.label}>{t('account.myAccount')}</span>
          </span>
        }
      >
        <signedInMenu.Component onSignOut={signOut} />
      </Suspense>
    </LazyOverlay>
  );
}
