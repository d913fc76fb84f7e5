import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorNotice } from '../../../components/checkout-notice';
import { PriceSkeleton } from '../../../components/checkout-skeleton';
import type { PricedPurchase } from '../api/get-purchase-price';
import type { usePurchasePrice } from '../state/use-purchase-price';
import { PriceBreakdown, type ReferencePrice } from './price-breakdown';
import { PromotionCodeField } from './promotion-code-field';
import styles from './price-card.module.css';

export interface PriceColumnProps {
  price: ReturnType<typeof usePurchasePrice>;
  /** The product's own promotion, shown beside the line of what is bought. */
  reference?: ReferencePrice | null;
  /** What the price is for ("For 2 nights, 2 adults"). */
  basis?: string;
  /** What the price card adds under the total (the ways to pay in instalments). */
  details?(priced: PricedPurchase): ReactNode;
  /** What follows the price card once it is bookable (the payment). */
  children?(priced: PricedPurchase): ReactNode;
}

/**
 * The price side of a checkout entry: a skeleton while the api computes it, an error with a retry,
 * then the breakdown, the promotion code and what the page puts under them. An unknown product or
 * a price that cannot be booked is the page's to say, in place of everything.
 */
export function PriceColumn({ price, reference, basis, details, children }: PriceColumnProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (price.status === 'loading') return <PriceSkeleton label={t('checkout.price.loading')} />;
  if (price.status === 'error') return <LoadErrorNotice compact onRetry={price.retry} />;
  if (price.status !== 'success' || !price.priced.price.bookable) return null;
  const { priced } = price;
  return (
    <>
      <section className={styles.card} aria-labelledby={titleId} aria-busy={price.isUpdating}>
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {t('checkout.price.title')}
          </h2>
          <PriceBreakdown price={priced.price} reference={reference} />
          {basis ? <p className={styles.basis}>{basis}</p> : null}
          {details?.(priced)}
          <PromotionCodeField priced={priced} />
        </div>
      </section>
      {children?.(priced)}
    </>
  );
}
