import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import type { GiftPriceListEntry } from '../api/get-gift-price-list';
import { formatEuros } from '@escapade/shared-contracts/prices';
import styles from './gift-setup.module.css';

/** The chosen gift and its total; announced politely when the choice changes. */
export function PriceSummary({ entry }: { entry: GiftPriceListEntry | undefined }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryHeading}>
        {t('giftSetup.summary.heading')}
      </h2>
      <dl className={styles.summaryLines} aria-live="polite">
        <div className={styles.summaryLine}>
          <dt>{entry ? t('giftSetup.summary.choice', { count: entry.nights }) : '—'}</dt>
          <dd>
            {entry ? formatEuros(entry.refPrice > entry.sellPrice ? entry.refPrice : entry.sellPrice, locale) : '—'}
          </dd>
        </div>
        {entry && entry.refPrice > entry.sellPrice ? (
          <div className={styles.summaryLine}>
            <dt>{t('giftSetup.summary.discount')}</dt>
            <dd className={styles.summarySaving}>{`−${formatEuros(entry.refPrice - entry.sellPrice, locale)}`}</dd>
          </div>
        ) : null}
        <div className={`${styles.summaryLine} ${styles.summaryTotal}`}>
          <dt>{t('giftSetup.summary.total')}</dt>
          <dd>{entry ? formatEuros(entry.sellPrice, locale) : '—'}</dd>
        </div>
      </dl>
      <p className={styles.validity}>{t('giftSetup.validity')}</p>
    </section>
  );
}
