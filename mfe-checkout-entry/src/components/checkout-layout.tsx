import type { ReactNode } from 'react';
import styles from './checkout-layout.module.css';

export interface CheckoutLayoutProps {
  title: string;
  /** Set while the content is loading or being replaced. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The frame of a checkout entry: the page's title and the content. The way back to the product is
 * the shell's funnel header's back arrow, so the page has no link of its own for it.
 */
export function CheckoutLayout({ title, busy, children }: CheckoutLayoutProps) {
  return (
    <article className={styles.page} aria-busy={busy || undefined}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {children}
    </article>
  );
}

/**
 * What is bought, and beside it on wide screens (under it on phones) its price and the payment,
 * the side column staying in view while the page scrolls.
 */
export function CheckoutColumns({ purchase, price }: { purchase: ReactNode; price: ReactNode }) {
  return (
    <div className={styles.columns}>
      <div className={styles.main}>{purchase}</div>
      <div className={styles.aside}>{price}</div>
    </div>
  );
}
