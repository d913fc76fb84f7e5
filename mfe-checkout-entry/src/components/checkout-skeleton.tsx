import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { CheckoutColumns } from './checkout-layout';
import styles from './checkout-skeleton.module.css';

/** Grey blocks where the price, the promotion code and the total will be, at their final sizes. */
export function PriceSkeleton({ label }: { label?: string }) {
  return (
    <>
      {label ? (
        <VisuallyHidden elementType="p" role="status">
          {label}
        </VisuallyHidden>
      ) : null}
      <div className={styles.card} aria-hidden="true">
        <div className={styles.body}>
          <div className={`${styles.block} ${styles.title}`} />
          <div className={`${styles.block} ${styles.line}`} />
          <div className={`${styles.block} ${styles.shortLine}`} />
          <div className={`${styles.block} ${styles.total}`} />
          <div className={`${styles.block} ${styles.field}`} />
        </div>
      </div>
    </>
  );
}

/** Grey lines where a purchase's facts will be. */
export function FactsSkeleton() {
  return (
    <div className={styles.facts} aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={`${styles.block} ${styles.line}`} />
      ))}
    </div>
  );
}

/**
 * The whole page while it loads: the purchase's photo and facts, and the price beside them. A page
 * that already knows what is bought shows its card (`purchase`) instead of the grey one.
 */
export function CheckoutSkeleton({ label, purchase }: { label: string; purchase?: ReactNode }) {
  return (
    <>
      <VisuallyHidden elementType="p" role="status">
        {label}
      </VisuallyHidden>
      <CheckoutColumns
        purchase={
          purchase ?? (
            <div className={styles.card} aria-hidden="true">
              <div className={`${styles.block} ${styles.photo}`} />
              <div className={styles.body}>
                <div className={`${styles.block} ${styles.title}`} />
                <div className={`${styles.block} ${styles.shortLine}`} />
                <FactsSkeleton />
              </div>
            </div>
          )
        }
        price={<PriceSkeleton />}
      />
    </>
  );
}
