import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { instalmentEligibilityQuery, type EligiblePaymentMethod } from '../api/get-instalment-eligibility';
import {
  eligibleInstalmentMethods,
  formatPaymentDay,
  INSTALMENT_METHOD_OF_PROVIDER,
} from '@escapade/shared-contracts/instalments';
import { SHOP_TIME_ZONE } from '../../../utils/shop-time-zone';
import styles from './instalment-offers.module.css';

export interface InstalmentOffersProps {
  /** What is paid today, cents. */
  amount: number;
  /** yyyy-MM-dd. */
  checkinDate: string;
  /** The stay's own terms: FLEXIBLE or NCNR. */
  cancellationPolicyType: 'FLEXIBLE' | 'NCNR';
  /** yyyy-MM-dd, when the stay can be cancelled until that day. */
  cancellationDeadline: string | null;
}

/**
 * Pay later or in 3 or 4 monthly payments, as on the product page: the shop's rules (flag, locale,
 * days before arrival, amount ranges) decide whether the provider is asked at all, and the
 * provider's answer gives the options, their fees and their dates. Nothing shows when none applies
 * or the provider cannot answer: paying at once is always possible.
 */
export function InstalmentOffers(props: InstalmentOffersProps) {
  const { t } = useTranslation();
  const { locale, flags } = useRemoteProps();
  const api = useApiClient();
  const titleId = useId();
  const possible = flags.instalments
    ? eligibleInstalmentMethods({
        amount: props.amount,
        checkinDate: props.checkinDate,
        locale,
        now: DateTime.now(),
        zone: SHOP_TIME_ZONE,
      })
    : [];
  const eligibility = useQuery({
    ...instalmentEligibilityQuery(api, {
      amount: props.amount,
      cancellationPolicyType: props.cancellationPolicyType,
      cancellableUntil: props.cancellationDeadline,
      checkinDate: props.checkinDate,
      pointOfSale: locale,
    }),
    enabled: possible.length > 0,
  });
  if (possible.length === 0 || !eligibility.data) return null;
  const offers = eligibility.data
    .map((method) => ({ ...method, method: INSTALMENT_METHOD_OF_PROVIDER[method.type] }))
    .filter((offer) => possible.includes(offer.method) && offer.splitPayments.length > 0);
  if (offers.length === 0) return null;

  /** One line per way to pay: "134 € today, then 2 × 125 €", or "384 € on 3 January". */
  const summaryOf = (payments: EligiblePaymentMethod['splitPayments']) => {
    const [first, ...rest] = payments;
    if (!first) return '';
    if (rest.length === 0)
      return t('checkout.instalments.onDate', {
        amount: formatEuros(first.amount, locale),
        date: formatPaymentDay(first.date, locale),
      });
    return t('checkout.instalments.split', {
      first: formatEuros(first.amount, locale),
      count: rest.length,
      amount: formatEuros(rest[0]!.amount, locale),
    });
  };
  return (
    <section className={styles.offers} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('checkout.instalments.title')}
      </h3>
      <ul className={styles.list}>
        {offers.map(({ method, paymentFee, splitPayments }) => (
          <li key={method} className={styles.offer}>
            <details>
              <summary className={styles.summary}>
                <span className={styles.method}>{t(`checkout.instalments.method.${method}`)}</span>
                <span>{summaryOf(splitPayments)}</span>
              </summary>
              <ol className={styles.payments}>
                {splitPayments.map((payment, index) => (
                  <li key={`${payment.date}-${index}`}>
                    {t('checkout.instalments.onDate', {
                      amount: formatEuros(payment.amount, locale),
                      date: formatPaymentDay(payment.date, locale),
                    })}
                  </li>
                ))}
              </ol>
              {paymentFee > 0 ? (
                <p className={styles.fee}>{t('checkout.instalments.fee', { fee: formatEuros(paymentFee, locale) })}</p>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('checkout.instalments.note')}</p>
    </section>
  );
}
