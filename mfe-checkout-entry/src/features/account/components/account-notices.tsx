import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { SECTION_ROUTE_KINDS, type AccountSection } from '../utils/account-sections';
import styles from './account-area.module.css';

/**
 * No customer is signed in: the page asks to sign in (or to create an account) and brings the
 * customer back here afterwards. A notice rather than a redirect: the back button still leads
 * where the customer was before.
 */
export function SignedOutNotice({ section }: { section: AccountSection }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const titleId = useId();
  const query = { origin: props.hrefFor({ kind: SECTION_ROUTE_KINDS[section] }) };
  return (
    <div className={styles.page}>
      <section className={styles.notice} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.noticeTitle}>
          {t(`account.signedOut.${section}`)}
        </h1>
        <p className={styles.noticeText}>{t('account.signedOut.message')}</p>
        <div className={styles.actions}>
          <a className={styles.action} {...shopLinkProps(props, { kind: 'signIn', query })}>
            {t('account.signedOut.signIn')}
          </a>
          <a className={styles.secondaryAction} {...shopLinkProps(props, { kind: 'signUp', query })}>
            {t('account.signedOut.signUp')}
          </a>
        </div>
      </section>
    </div>
  );
}

/** The page's data could not be loaded: say so, and let the customer try again. */
export function AccountLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.inlineNotice} role="alert">
      <p className={styles.noticeText}>{t('account.loadError.title')}</p>
      <Button className={styles.action} onPress={onRetry}>
        {t('account.loadError.retry')}
      </Button>
    </section>
  );
}
