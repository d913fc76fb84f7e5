import { Suspense, useEffect, useRef, useState } from 'react';
import { HTTPError } from 'ky';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { pageLocation, useShellEnvironment } from '../../../context/shell-environment';
import { UserIcon } from '../../../components/icons';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { useCurrentRoute } from '../../../hooks/use-current-route';
import { useIsHydrated } from '../../../hooks/use-is-hydrated';
import { bookingLookupPath, signInPath } from '../../../utils/account-paths';
import { lazyWithPreload } from '../../../utils/lazy-with-preload';
import { hrefFor } from '../../../utils/route-table';
import { postSignOut } from '../api/post-sign-out';
import { accountCookiesChanged, useIsCustomerSignedIn } from '../state/customer-sign-in';
import { forgetAccountId } from '../utils/account-cookies';
import styles from './account-menu.module.css';

const signedInMenu = lazyWithPreload(() =>
  import(/* webpackChunkName: "signed-in-menu" */ './signed-in-menu').then((module) => module.SignedInMenu),
);

/** Pages that show the customer's own data: nothing to show there once signed out. */
const ACCOUNT_PAGE_KINDS: readonly RouteKind[] = ['accountProfile', 'accountTrips', 'accountWishlist'];
/** Pages that ask to sign in: their link keeps the page they were asked from. */
const SIGN_IN_PAGE_KINDS: readonly RouteKind[] = ['signIn', 'signUp'];

/**
 * The account entry of the header: with the customer account toggle on, a signed-in customer
 * (account id cookie) opens the account menu and a visitor gets a sign-in link carrying the
 * current page as origin; with the toggle off, the entry leads to the booking lookup.
 */
export function AccountMenu() {
  const { t } = useTranslation('header');
  const environment = useShellEnvironment();
  const { locale, flags, api, reportError } = environment;
  const { pathname, search, hash } = useLocation();
  const route = useCurrentRoute();
  const routerNavigate = useNavigate();
  const signedIn = useIsCustomerSignedIn();
  const hydrated = useIsHydrated();
  const [justSignedOut, setJustSignedOut] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);
  const signingOut = useRef(false);
  const signInLink = useRef<HTMLAnchorElement>(null);

  // The menu and its button are gone after signing out: keep the keyboard user's place.
  useEffect(() => {
    if (justSignedOut && !signedIn) signInLink.current?.focus();
  }, [justSignedOut, signedIn]);

  if (!flags.customerAccount) {
    return (
      <a className={styles.entry} href={bookingLookupPath(locale)}>
        <UserIcon />
        <span className={styles.label}>{t('account.bookingLookup')}</span>
      </a>
    );
  }

  if (!signedIn) {
    // From the sign-in and sign-up pages, the link keeps the page they were opened from.
    const pageOrigin =
      route && SIGN_IN_PAGE_KINDS.includes(route.kind) ? new URLSearchParams(search).get('origin') : null;
    const origin = pageOrigin ?? `${pageLocation(environment).origin}${pathname}${search}${hydrated ? hash : ''}`;
    return (
      <a ref={signInLink} className={styles.entry} href={signInPath(locale, origin)}>
        <UserIcon />
        <span className={styles.label}>{t('account.signIn')}</span>
      </a>
    );
  }

  async function signOut() {
    if (signingOut.current) return;
    signingOut.current = true;
    setSignOutFailed(false);
    try {
      await postSignOut(api);
    } catch (error) {
      // 401: the sign-in had already ended, the customer is signed out all the same.
      if (!(error instanceof HTTPError && error.response.status === 401)) {
        reportError(error, 'account-menu');
        setSignOutFailed(true);
        signingOut.current = false;
        return;
      }
    }
    signingOut.current = false;
    forgetAccountId();
    setJustSignedOut(true);
    accountCookiesChanged();
    if (route && ACCOUNT_PAGE_KINDS.includes(route.kind)) void routerNavigate(hrefFor(locale, { kind: 'home' }));
  }

  return (
    <div className={styles.signedIn}>
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
          <signedInMenu.Component onSignOut={() => void signOut()} />
        </Suspense>
      </LazyOverlay>
      {signOutFailed ? (
        <p className={styles.signOutError} role="alert">
          {t('account.signOutFailed')}
        </p>
      ) : null}
    </div>
  );
}
