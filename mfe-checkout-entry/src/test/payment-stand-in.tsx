/**
 * A stand-in for the payment (built and tested on its own), so the checkout entries' tests see
 * exactly what they hand it and can play its "the price changed" answer.
 */
import type { CheckoutPaymentProps } from '../features/payment/components/checkout-payment';

const rendered: CheckoutPaymentProps[] = [];

/** The props of the payment's latest render. */
export function lastPaymentProps(): CheckoutPaymentProps | undefined {
  return rendered.at(-1);
}

export function forgetPaymentProps(): void {
  rendered.length = 0;
}

export function CheckoutPayment(props: CheckoutPaymentProps) {
  rendered.push(props);
  return (
    <section aria-label="Paiement">
      <button type="button" onClick={props.onPriceChanged}>
        Le prix a changé
      </button>
    </section>
  );
}
