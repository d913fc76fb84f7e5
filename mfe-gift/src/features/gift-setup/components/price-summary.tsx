import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { GiftPriceSummary } from '../utils/gift-price-summary';
import styles from './gift-setup.module.css';

interface PriceSummaryProps {
  nights: number | undefined;
  /** The gift's price as set up; undefined while no length of stay is chosen. */
  summary: GiftPriceSummary | undefined;
}

/**
 * The gift as set up, line by line up to its total, and what the gift promises (validity,
 * exchange, modification). Announced politely when a choice changes it.
 */
export function PriceSummary({ nights, summary }: PriceSummaryProps) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const headingId = useId();
  const euros = (cents: number) => formatEuros(cents, locale);
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryHeading}>
        {t('giftSetup.summary.heading')}
      </h2>
      <dl className={styles.summaryLines} aria-live="polite">
        <div className={styles.summaryLine}>
          <dt>{summary && nights !== undefined ? t('giftSetup.summary.choice', { count: nights }) : '—'}</dt>
          <dd>{summary ? euros(summary.refPrice) : '—'}</dd>
        </div>
        {summary && summary.promo > 0 ? (
          <div className={styles.summaryLine}>
            <dt>{t('giftSetup.summary.discount')}</dt>
            <dd className={styles.summarySaving}>{`−${euros(summary.promo)}`}</dd>
          </div>
        ) : null}
        {summary?.shipping ? (
          <div className={styles.summaryLine}>
            <dt>{t('giftSetup.summary.shipping')}</dt>
            {summary.shipping.charge > 0 ? (
              <dd>{euros(summary.shipping.charge)}</dd>
            ) : (
              <dd className={styles.summarySaving}>
                {summary.shipping.cost > 0 ? (
                  <>
                    <s className={styles.summaryStruck} aria-hidden="true">
                      {euros(summary.shipping.cost)}
                    </s>{' '}
                  </>
                ) : null}
                {t('giftSetup.summary.shippingFree')}
                {summary.shipping.cost > 0 ? (
                  <VisuallyHidden elementType="span">
                    {` ${t('giftSetup.shipping.insteadOf', { price: euros(summary.shipping.cost) })}`}
                  </VisuallyHidden>
                ) : null}
              </dd>
            )}
          </div>
        ) : null}
        {summary && summary.subElements > 0 ? (
          <div className={styles.summaryLine}>
            <dt>{t('giftSetup.summary.subElements')}</dt>
            <dd>{`+${euros(summary.subElements)}`}</dd>
          </div>
        ) : null}
        <div className={`${styles.summaryLine} ${styles.summaryTotal}`}>
          <dt>{t('giftSetup.summary.total')}</dt>
          <dd>{summary ? euros(summary.total) : '—'}</dd>
        </div>
      </dl>
      <ul className={styles.promises}>
        <li className={styles.validity}>{t('giftSetup.validity')}</li>
        <li className={styles.promise}>{t('giftSetup.promises.exchangeable')}</li>
        <li className={styles.promise}>{t('giftSetup.promises.modification')}</li>
      </ul>
    </section>
  );
}
