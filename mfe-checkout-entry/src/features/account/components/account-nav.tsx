import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { useSignOut } from '../state/use-sign-out';
import { ACCOUNT_SECTIONS, SECTION_ROUTE_KINDS, type AccountSection } from '../utils/account-sections';
import styles from './account-area.module.css';

/** The account's own navigation: its three pages, the current one marked, and signing out. */
export function AccountNav({ current }: { current: AccountSection }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const { signOut, busy, failed } = useSignOut();
  return (
    <nav className={styles.nav} aria-label={t('account.nav.label')}>
      <ul className={styles.navList}>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section}>
            <a
              className={styles.navLink}
              aria-current={section === current ? 'page' : undefined}
              {...shopLinkProps(props, { kind: SECTION_ROUTE_KINDS[section] })}
            >
              {t(`account.nav.${section}`)}
            </a>
          </li>
        ))}
      </ul>
      <Button className={styles.signOut} onPress={signOut} isPending={busy}>
        {busy ? t('account.nav.signingOut') : t('account.nav.signOut')}
      </Button>
      {failed ? (
        <p className={styles.alert} role="alert">
          {t('account.nav.signOutFailed')}
        </p>
      ) : null}
    </nav>
  );
}
