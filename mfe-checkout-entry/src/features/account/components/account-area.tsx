import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountData } from '../state/use-account-data';
import { useAccountPageMeta } from '../state/use-account-page-meta';
import type { AccountSection } from '../utils/account-sections';
import { AccountNav } from './account-nav';
import { AccountLoadError, SignedOutNotice } from './account-notices';
import styles from './account-area.module.css';

/**
 * One page of the customer's account: its title, the account's navigation beside (a row above on
 * phones) and the page's content once its data is there; a visitor who is not signed in is asked
 * to sign in.
 */
export function AccountArea<T>({
  section,
  data,
  children,
}: {
  section: AccountSection;
  data: AccountData<T>;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`account.${section}.title`);
  useAccountPageMeta(title);

  if (data.status === 'signedOut') return <SignedOutNotice section={section} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.layout}>
        <AccountNav current={section} />
        <div className={styles.content} aria-busy={data.status === 'loading' || undefined}>
          {data.status === 'loading' ? (
            <p className={styles.loading} role="status">
              {t('account.loading')}
            </p>
          ) : null}
          {data.status === 'error' ? <AccountLoadError onRetry={data.retry} /> : null}
          {data.status === 'ready' ? children(data.data) : null}
        </div>
      </div>
    </div>
  );
}
