import type { ReactNode } from 'react';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../context/remote-props';
import styles from './checkout-layout.module.css';

export interface CheckoutLayoutProps {
  title: string;
  /** The plain way back of the funnel, in place of the shop's header. */
  back: { target: RouteTarget; label: string };
  /** Set while the content is loading or being replaced. */
  busy?: boolean;
  children: ReactNode;
}

/** The frame of a checkout entry: a link back to the product, the page's title, the content. */
export function CheckoutLayout({ title, back, busy, children }: CheckoutLayoutProps) {
  const remoteProps = useRemoteProps();
  return (
    <article className={styles.page} aria-busy={busy || undefined}>
      <nav className={styles.backBar}>
        <a className={styles.backLink} {...shopLinkProps(remoteProps, back.target)}>
          <span aria-hidden="true">←</span>
          {back.label}
        </a>
      </nav>
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
