import { useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import type { TrackingItem } from '@escapade/shared-contracts/tracking';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import type { Buyer, OrderDraft } from '../../../utils/purchase-body';
import { rememberPurchaseItem } from '../../confirmation/state/purchase-session';
import { cancelOrder } from '../api/cancel-order';
import { createOrder, type CreatedOrder, type OrderBody } from '../api/create-order';
import { createWalletIntent, type WalletIntent } from '../api/create-wallet-intent';
import { payOrder } from '../api/pay-order';
import { analyticsClientId } from '../utils/analytics-client-id';
import { readApiFailure } from '../../../utils/api-failure';
import { ERROR_MARK, LOADING_MARK, hashWithMarks, sameRouteTarget } from '../utils/payment-hash';
import { promotionCodeAtom } from '../../checkout-price/state/promotion-code';
import { paymentNoticeAtom } from './payment-notice';

/**
 * Where the payment dialog stands: choosing a card, paying, paid (the confirmation opens), or
 * stopped by the wallet (initFailure), by the payment itself (paymentFailure) or by a room that
 * was just sold (soldOut).
 */
export type PaymentPhase = 'choose' | 'paying' | 'paid' | 'initFailure' | 'paymentFailure' | 'soldOut';

export interface PaymentDialogState {
  buyer: Buyer;
  /** The wallet's own details, or the form the shopper filled in. */
  source: 'wallet' | 'form';
  phase: PaymentPhase;
}

/** The validity check before the dialog opens: the api said the order can be booked, and for how much. */
export function isPayable(draft: OrderDraft): boolean {
  return draft.price.bookable && Number.isInteger(draft.price.payToday) && draft.price.payToday > 0;
}

const SOURCE = 'mfe-checkout-entry';

interface WalletPaymentOptions {
  draft: OrderDraft;
  trackingItem: TrackingItem;
  onPriceChanged(): void;
  paymentMethod: string;
}

/**
 * One wallet payment: the order (with an idempotency key), the wallet's authorisation, the
 * charge; then the confirmation, or what went wrong, in the dialog and in the page's hash.
 */
export function useWalletPayment({ draft, trackingItem, onPriceChanged, paymentMethod }: WalletPaymentOptions) {
  const props = useRemoteProps();
  const api = useApiClient();
  const setNotice = useSetAtom(paymentNoticeAtom);
  const setPromotionCode = useSetAtom(promotionCodeAtom);
  const [dialog, setDialog] = useState<PaymentDialogState | null>(null);
  /** The attempt's key and the body it was made for. */
  const attempt = useRef<{ key: string; body: string } | null>(null);
  /** An order created and not paid (yet): closing the dialog cancels it. */
  const unpaidOrder = useRef<string | null>(null);

  type Marks = Parameters<typeof hashWithMarks>[1];
  /** Sets the marks in the hash the page shows now, when that changes it. */
  const replaceMarks = (marks: Marks) => {
    const { route } = props;
    const hash = hashWithMarks(route.hash, marks);
    if (hash !== route.hash) props.navigate(sameRouteTarget(route, hash), { replace: true });
  };
  /**
   * During a payment the page's props seen when it started are behind the URL (the marks moved
   * since): each step writes all the marks over the hash of the start, which holds the criteria.
   */
  const marksDuringPayment = (marks: Required<Marks>) => {
    const { route } = props;
    props.navigate(sameRouteTarget(route, hashWithMarks(route.hash, marks)), { replace: true });
  };
  const setPhase = (phase: PaymentPhase) => setDialog((current) => current && { ...current, phase });

  /**
   * One key per payment attempt. Pressing Pay again for the same order after a try that got no
   * answer at all is the same attempt: the api answers the order it may have created then.
   */
  const idempotencyKeyFor = (body: OrderBody) => {
    const serial = JSON.stringify(body);
    if (attempt.current?.body !== serial) attempt.current = { key: crypto.randomUUID(), body: serial };
    return attempt.current.key;
  };

  const fail = (phase: 'initFailure' | 'paymentFailure', error: unknown, code: string | null) => {
    setPhase(phase);
    marksDuringPayment({ [ERROR_MARK]: true, [LOADING_MARK]: false });
    props.bus.emit('tracking:event', {
      name: phase === 'initFailure' ? 'payment_init_failure' : 'payment_failure',
      items: [trackingItem],
      params: { payment_method: paymentMethod, ...(code ? { error_code: code } : {}) },
    });
    const step = phase === 'initFailure' ? 'could not start' : 'was not completed';
    props.reportError(new Error(`Wallet payment ${step} (${code ?? 'no code'})`, { cause: error }), SOURCE);
  };

  const pay = async (buyer: Buyer, cardId: string) => {
    setPhase('paying');
    marksDuringPayment({ [LOADING_MARK]: true, [ERROR_MARK]: false });
    const body: OrderBody = {
      locale: draft.locale,
      currency: 'EUR',
      expectedAmount: draft.price.payToday,
      buyer,
      items: draft.items,
    };

    let order: CreatedOrder;
    try {
      order = await createOrder(api, idempotencyKeyFor(body), body);
      attempt.current = null;
    } catch (error) {
      const failure = await readApiFailure(error);
      // The api answered: the key has done its work, a new press is a new attempt.
      if (failure.status !== undefined) attempt.current = null;
      if (failure.code === 'PRICE_CHANGED') {
        setNotice('priceChanged');
        setDialog(null);
        marksDuringPayment({ [LOADING_MARK]: false, [ERROR_MARK]: false });
        onPriceChanged();
        return;
      }
      if (failure.code === 'PROMOTION_CODE_REFUSED') {
        // Only the order knows the email: the code is taken off, so the page prices without it.
        setNotice('promotionRefused');
        setDialog(null);
        marksDuringPayment({ [LOADING_MARK]: false, [ERROR_MARK]: false });
        setPromotionCode(null);
        return;
      }
      if (failure.code === 'SOLD_OUT') {
        setPhase('soldOut');
        marksDuringPayment({ [LOADING_MARK]: false, [ERROR_MARK]: false });
        return;
      }
      fail('initFailure', error, failure.code);
      return;
    }

    unpaidOrder.current = order.orderUUID;
    let intent: WalletIntent;
    try {
      intent = await createWalletIntent(api, order.orderUUID, cardId);
    } catch (error) {
      fail('initFailure', error, (await readApiFailure(error)).code);
      return;
    }

    try {
      const paid = await payOrder(api, {
        ...body,
        orderUUID: order.orderUUID,
        pspAuthorization: { paymentIntentId: intent.paymentIntentId, paymentMethod: intent.paymentMethod },
      });
      unpaidOrder.current = null;
      rememberPurchaseItem(order.orderUUID, trackingItem);
      setPhase('paid');
      // gaId: the analytics client id of the visit when the shell set one, else the booking number.
      const gaId = analyticsClientId(document.cookie) ?? paid.booking.reference;
      // Replace: going back from the confirmation must not land on a checkout already paid.
      props.navigate(
        { kind: 'confirmation', id: order.orderUUID, query: { status: 'success', gaId } },
        { replace: true },
      );
    } catch (error) {
      const { code } = await readApiFailure(error);
      // A refused or unpayable order is settled by the api: there is nothing left to cancel.
      if (code === 'PAYMENT_DECLINED' || code === 'ORDER_NOT_PAYABLE') unpaidOrder.current = null;
      fail('paymentFailure', error, code);
    }
  };

  return {
    dialog,
    /** A payment runs or the confirmation opens: nothing may interrupt it. */
    busy: dialog?.phase === 'paying' || dialog?.phase === 'paid',
    /** Opens the dialog for a buyer, after the validity check; a failure shown before is cleared. */
    open(buyer: Buyer, source: PaymentDialogState['source']) {
      if (!isPayable(draft)) {
        setNotice('notPayable');
        return;
      }
      setNotice(null);
      setDialog({ buyer, source, phase: 'choose' });
      replaceMarks({ [ERROR_MARK]: false, [LOADING_MARK]: false });
    },
    pay(cardId: string) {
      if (dialog?.phase === 'choose') void pay(dialog.buyer, cardId);
    },
    /** Back to the checkout: an order left unpaid is cancelled, so its nights are free again. */
    close() {
      if (!dialog || dialog.phase === 'paying' || dialog.phase === 'paid') return;
      const orderUUID = unpaidOrder.current;
      if (orderUUID) {
        unpaidOrder.current = null;
        attempt.current = null;
        cancelOrder(api, orderUUID).catch((error: unknown) => props.reportError(error, SOURCE));
      }
      setDialog(null);
      replaceMarks({ [ERROR_MARK]: false, [LOADING_MARK]: false });
      // The room was just sold: the page asks the price again and shows the offer as it now stands.
      if (dialog.phase === 'soldOut') onPriceChanged();
    },
    /** The failure notice of a page opened after a failed payment: back to the checkout. */
    dismissFailure() {
      replaceMarks({ [ERROR_MARK]: false, [LOADING_MARK]: false });
    },
  };
}
