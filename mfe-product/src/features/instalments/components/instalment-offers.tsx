import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { SHOP_TIME_ZONE } from '../../../utils/shop-time-zone';
import { instalmentEligibilityQuery } from '../api/get-instalment-eligibility';
import {
  eligibleInstalmentMethods,
  formatPaymentDay,
  INSTALMENT_METHOD_OF_PROVIDER,
  type ScheduledPayment,
} from '@escapade/shared-contracts/instalments';
import styles from './instalment-offers.module.css';

export interface InstalmentOffersProps {
  /** The order's amount, cents. */
  amount: number;
  checkinDate: string;
  cancellationPolicyType: string;
  /** yyyy-MM-dd or an ISO date-time, when the stay can be cancelled until then. */
  cancellationDeadline: string | null;
}

/**
 * Pay later or in 3 or 4 monthly payments, as the payment provider accepts them for this order:
 * the shop's own rules (days before arrival, amount ranges, locales) decide what is asked and
 * shown, the provider's answer has the final word, the fees and the schedule. The checkout shows
 * that same schedule, so the shopper reads the same payments and dates on both pages.
 */
export function InstalmentOffers(props: InstalmentOffersProps) {
  const { t } = useTranslation();
  const { locale, flags } = useRemoteProps();
  const api = useApiClient();
  const order = {
    amount: props.amount,
    checkinDate: props.checkinDate,
    locale,
    now: DateTime.now(),
    zone: SHOP_TIME_ZONE,
  };
  const possible = flags.instalments ? eligibleInstalmentMethods(order) : [];
  const eligibility = useQuery({
    ...instalmentEligibilityQuery(api, {
      amount: props.amount,
      cancellationPolicyType: props.cancellationPolicyType,
      cancellableUntil: props.cancellationDeadline ? props.cancellationDeadline.slice(0, 10) : null,
      checkinDate: props.checkinDate,
      pointOfSale: locale,
    }),
    enabled: possible.length > 0,
  });
  if (possible.length === 0) return null;
  if (eligibility.isError) return <p className={styles.error}>{t('instalments.error')}</p>;
  const offers = (eligibility.data ?? [])
    .map((method) => ({
      method: INSTALMENT_METHOD_OF_PROVIDER[method.type],
      fee: method.paymentFee,
      payments: method.splitPayments,
    }))
    .filter((offer) => possible.includes(offer.method) && offer.payments.length > 0);
  if (offers.length === 0) return null;
  /** One line per way to pay: "then 2 × 104 €", "134 € on 3 January". */
  const summaryOf = (payments: ScheduledPayment[]) => {
    const [first, ...rest] = payments;
    if (!first) return '';
    if (rest.length === 0)
      return t('instalments.onDate', {
        amount: formatEuros(first.amount, locale),
        date: formatPaymentDay(first.date, locale),
      });
    return t('instalments.split', {
      first: formatEuros(first.amount, locale),
      count: rest.length,
      amount: formatEuros(rest[0]!.amount, locale),
    });
  };
  return (
    <section className={styles.offers} aria-labelledby="instalments-title">
      <h3 id="instalments-title" className={styles.title}>
        {t('instalments.title')}
      </h3>
      <ul className={styles.list}>
        {offers.map(({ method, fee, payments }) => (
          <li key={method} className={styles.offer}>
            <details className={styles.details}>
              <summary className={styles.summary}>
                <span className={styles.method}>{t(`instalments.method.${method}`)}</span>
                <span>{summaryOf(payments)}</span>
              </summary>
              <ol className={styles.payments}>
                {payments.map((payment, index) => (
                  <li key={payment.date}>
                    {index === 0 && payments.length > 1
                      ? t('instalments.today', { amount: formatEuros(payment.amount, locale) })
                      : t('instalments.onDate', {
                          amount: formatEuros(payment.amount, locale),
                          date: formatPaymentDay(payment.date, locale),
                        })}
                  </li>
                ))}
              </ol>
              {fee > 0 ? (
                <span className={styles.fee}>{t('instalments.fee', { fee: formatEuros(fee, locale) })}</span>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
