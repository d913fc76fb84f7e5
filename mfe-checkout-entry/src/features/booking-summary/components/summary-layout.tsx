import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { ShopLink } from './shop-link';
import styles from './booking-summary.module.css';

/** The funnel frame: a simplified back link to the offer (spec §2.6), the page title, the content. */
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
  return (
    <article className={styles.page} aria-busy={busy || undefined}>
      <nav className={styles.backBar}>
        <ShopLink target={backTarget} className={styles.backLink}>
          <span aria-hidden="true">←</span>
          {t('summary.backToOffer')}
        </ShopLink>
      </nav>
      <h1 className={styles.pageTitle}>{t('summary.title')}</h1>
      {children}
    </article>
  );
}
