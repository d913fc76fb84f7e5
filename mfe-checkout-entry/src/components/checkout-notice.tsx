import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../context/remote-props';
import styles from './checkout-notice.module.css';

export interface CheckoutNoticeProps {
  title?: string;
  message?: string;
  /** A failure the visitor must hear at once (announced as an alert). */
  isAlert?: boolean;
  /** Inside a column (the price) rather than in place of the whole page. */
  compact?: boolean;
  /** The one way on: a NoticeLink or a NoticeButton. */
  children?: ReactNode;
}

/** A centred message in place of the content, with one way on. */
export function CheckoutNotice({ title, message, isAlert, compact, children }: CheckoutNoticeProps) {
  return (
    <section
      className={compact ? `${styles.notice} ${styles.compact}` : styles.notice}
      role={isAlert ? 'alert' : undefined}
    >
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {message ? <p className={styles.text}>{message}</p> : null}
      {children}
    </section>
  );
}

// jscpd:ignore-start — a link and a button of the shop's look, as every remote writes them.
/** The notice's way on as a link to a place in the shop. */
export function NoticeLink({ target, children }: { target: RouteTarget; children: ReactNode }) {
  const remoteProps = useRemoteProps();
  return (
    <a className={styles.action} {...shopLinkProps(remoteProps, target)}>
      {children}
    </a>
  );
}

/** The notice's way on as a button (try again). */
export function NoticeButton({ onPress, children }: { onPress(): void; children: ReactNode }) {
  return (
    <Button className={styles.action} onPress={onPress}>
      {children}
    </Button>
  );
}
// jscpd:ignore-end

/** The product no longer exists: "Too late!", with a link to other offers. */
export function ExpiredOfferNotice({ otherOffers }: { otherOffers: RouteTarget }) {
  const { t } = useTranslation();
  return (
    <CheckoutNotice title={t('summary.expired.title')} message={t('summary.expired.message')}>
      <NoticeLink target={otherOffers}>{t('summary.expired.action')}</NoticeLink>
    </CheckoutNotice>
  );
}

/** A call failed: say so, and let the visitor try again. */
export function LoadErrorNotice({ onRetry, compact }: { onRetry(): void; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <CheckoutNotice title={t('summary.error.title')} isAlert compact={compact}>
      <NoticeButton onPress={onRetry}>{t('summary.error.retry')}</NoticeButton>
    </CheckoutNotice>
  );
}
