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

/** The whole page while it loads: the purchase's photo and facts, and the price beside them. */
export function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <>
      <VisuallyHidden elementType="p" role="status">
        {label}
      </VisuallyHidden>
      <CheckoutColumns
        purchase={
          <div className={styles.card} aria-hidden="true">
            <div className={`${styles.block} ${styles.photo}`} />
            <div className={styles.body}>
              <div className={`${styles.block} ${styles.title}`} />
              <div className={`${styles.block} ${styles.shortLine}`} />
              {Array.from({ length: 4 }, (_, index) => (
                <div key={index} className={`${styles.block} ${styles.line}`} />
              ))}
            </div>
          </div>
        }
        price={<PriceSkeleton />}
      />
    </>
  );
}
