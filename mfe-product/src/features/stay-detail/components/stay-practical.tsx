import { useTranslation } from 'react-i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { StayDetail } from '../api/get-stay-detail';
import { StaySection } from './stay-section';
import styles from './stay-sections.module.css';

/** Hours of the customer service shown on product pages (product pages give the longer, phone ones). */
export const PRODUCT_SUPPORT_HOURS = {
  weekdays: { from: '10h', to: '21h' },
  weekend: { from: '10h', to: '19h' },
} as const;

/** A hotel that takes pets and says nothing about how many takes one. */
export const DEFAULT_MAX_PETS = 1;

/**
 * Practical information: arrival and departure times, cancellation terms (left out in the gifting
 * flow: the beneficiary books later, under the terms of that booking), pets, the tourist tax paid at
 * the hotel, and when the customer service answers.
 */
export function StayPractical({
  detail,
  showCancellationPolicy,
}: {
  detail: StayDetail;
  showCancellationPolicy: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const { checkInOut, policy, localTax } = detail.hotel;
  return (
    <StaySection section="practical" title={t('stay.practical.title')}>
      <dl className={styles.practical}>
        <div>
          <dt>{t('stay.practical.schedule')}</dt>
          <dd>{t('stay.hotelSection.checkInOut', { checkin: checkInOut.checkin, checkout: checkInOut.checkout })}</dd>
        </div>
        {showCancellationPolicy && detail.cancellationPolicy.message ? (
          <div>
            <dt>{t('stay.practical.cancellation')}</dt>
            <dd>{detail.cancellationPolicy.message}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('stay.practical.pets')}</dt>
          <dd>
            {policy.petsAllowed
              ? t('stay.practical.petsAllowed', {
                  count: policy.petsMaxNumberOfPets ?? DEFAULT_MAX_PETS,
                  price: formatEuros(policy.petsPrice, locale),
                  weight: policy.petsMaxWeight,
                })
              : t('stay.practical.petsRefused')}
          </dd>
        </div>
        <div>
          <dt>{t('stay.practical.localTax')}</dt>
          <dd>
            {localTax.type === 'BOOKING_PERCENTAGE'
              ? t('stay.practical.localTaxPercentage', { percentage: localTax.percentage ?? 0 })
              : t('stay.practical.localTaxPerNight', { amount: formatEuros(localTax.amount, locale) })}
          </dd>
        </div>
        <div>
          <dt>{t('stay.practical.support')}</dt>
          <dd>
            {t('stay.practical.supportHours', {
              weekdaysFrom: PRODUCT_SUPPORT_HOURS.weekdays.from,
              weekdaysTo: PRODUCT_SUPPORT_HOURS.weekdays.to,
              weekendFrom: PRODUCT_SUPPORT_HOURS.weekend.from,
              weekendTo: PRODUCT_SUPPORT_HOURS.weekend.to,
            })}
          </dd>
        </div>
      </dl>
    </StaySection>
  );
}
