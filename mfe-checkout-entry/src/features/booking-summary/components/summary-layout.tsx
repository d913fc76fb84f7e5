import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './booking-summary.module.css';

/** The funnel frame: a plain back link to the offer instead of the shop's header, the page title, the content. */
export function SummaryLayout({
  backTarget,
  busy,
  children,
}: {
  backTarget: RouteTarget;
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  return (
    <article className={styles.page} aria-busy={busy || undefined}>
      <nav className={styles.backBar}>
        <a className={styles.backLink} {...shopLinkProps(remoteProps, backTarget)}>
          <span aria-hidden="true">←</span>
          {t('summary.backToOffer')}
        </a>
      </nav>
      <h1 className={styles.pageTitle}>{t('summary.title')}</h1>
      {children}
    </article>
  );
}
