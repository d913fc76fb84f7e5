import { lazy, Suspense, useCallback, useId, useLayoutEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { TrackingItem } from '@escapade/shared-contracts/tracking';
import { ErrorBoundary } from 'react-error-boundary';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import type { Buyer, OrderDraft } from '../../../utils/purchase-body';
import { BuyerForm } from '../../buyer-form/components/buyer-form';
import { walletCardsQuery } from '../api/get-wallet-cards';
import { paymentNoticeAtom } from '../state/payment-notice';
import { useWalletPayment } from '../state/use-wallet-payment';
import { ERROR_MARK, hasMark } from '../utils/payment-hash';
import { PaymentFailureNotice } from './payment-failure-notice';
import styles from './checkout-payment.module.css';

/**
 * The payment dialog (react-aria's modal and dialog, the cards' radio group) is a download of its
 * own: most shoppers read the summary and never pay, and those who do reach the form or the
 * wallet's button first, which starts the download (`prefetchWalletDialog`); a press before it has
 * arrived opens the dialog once it has.
 */
const loadWalletDialog = () =>
  import(/* webpackChunkName: "wallet-dialog" */ './wallet-dialog').then((module) => ({
    default: module.WalletDialog,
  }));
const WalletDialog = lazy(loadWalletDialog);
const prefetchWalletDialog = () => void loadWalletDialog().catch(() => undefined);

export interface CheckoutPaymentProps {
  /** What is bought, priced by the api (bookable). */
  draft: OrderDraft;
  /** The item of the purchase tracking events. */
  trackingItem: TrackingItem;
  /** The api priced the order differently from `draft.price`: the page asks for the price again. */
  onPriceChanged(): void;
}

/**
 * The payment of a checkout entry: the wallet's express payment with the details it holds, or the
 * buyer form then the same wallet. Both open one payment dialog.
 */
export function CheckoutPayment({ draft, trackingItem, onPriceChanged }: CheckoutPaymentProps) {
  const { t } = useTranslation();
  const { route, reportError } = useRemoteProps();
  const api = useApiClient();
  const titleId = useId();
  const wallet = useQuery(walletCardsQuery(api, draft.locale));
  const paymentMethod = wallet.data?.paymentMethod ?? t('payment.wallet.genericName');
  const payment = useWalletPayment({ draft, trackingItem, onPriceChanged, paymentMethod });
  // One function for the (memoised) buyer form's whole life, calling the payment of the last render.
  const openPayment = useRef(payment.open);
  useLayoutEffect(() => {
    openPayment.current = payment.open;
  });
  const payAsBuyer = useCallback((buyer: Buyer) => openPayment.current(buyer, 'form'), []);
  const notice = useAtomValue(paymentNoticeAtom);
  // A page opened after a failed payment (reloaded, or come back to) says so until the next try.
  const failedBefore = hasMark(route.hash, ERROR_MARK) && payment.dialog === null;

  return (
    <section className={styles.payment} aria-labelledby={titleId} onFocus={prefetchWalletDialog}>
      <h2 id={titleId} className={styles.title}>
        {t('payment.title')}
      </h2>
      {failedBefore ? <PaymentFailureNotice paymentMethod={paymentMethod} onBook={payment.dismissFailure} /> : null}
      {notice ? (
        <p className={styles.notice} role="alert">
          {t(`payment.notices.${notice}`)}
        </p>
      ) : null}
      <div className={styles.express}>
        <h3 className={styles.subTitle}>{t('payment.wallet.title')}</h3>
        <p className={styles.hint}>{t('payment.wallet.hint', { paymentMethod })}</p>
        {wallet.isError ? (
          <div className={styles.unavailable} role="alert">
            <p className={styles.unavailableText}>{t('payment.wallet.unavailable')}</p>
            <Button className={styles.secondaryAction} onPress={() => void wallet.refetch()}>
              {t('payment.wallet.retry')}
            </Button>
          </div>
        ) : (
          <Button
            className={styles.walletButton}
            isDisabled={!wallet.data || payment.busy}
            onHoverStart={prefetchWalletDialog}
            onPress={() => {
              if (wallet.data) payment.open(wallet.data.contact, 'wallet');
            }}
          >
            {wallet.data ? t('payment.wallet.payWith', { paymentMethod }) : t('payment.wallet.loading')}
          </Button>
        )}
      </div>
      <p className={styles.separator}>
        <span>{t('payment.or')}</span>
      </p>
      <BuyerForm onValidSubmit={payAsBuyer} isDisabled={payment.busy} />
      {payment.dialog === null ? null : (
        <ErrorBoundary
          fallback={
            <p className={styles.notice} role="alert">
              {t('payment.wallet.unavailable')}
            </p>
          }
          onError={(error) => reportError(error, 'mfe-checkout-entry (wallet-dialog)')}
        >
          <Suspense fallback={null}>
            <WalletDialog
              state={payment.dialog}
              wallet={wallet.data}
              walletFailed={wallet.isError}
              onRetryWallet={() => void wallet.refetch()}
              paymentMethod={paymentMethod}
              price={draft.price}
              onPay={payment.pay}
              onClose={payment.close}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}
