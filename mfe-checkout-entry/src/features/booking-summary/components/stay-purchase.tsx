import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import {
  FactList,
  LineList,
  PurchaseCard,
  PurchaseSubsection,
  PurchaseText,
  type PurchaseCardProps,
} from '../../../components/purchase-card';
import type { OfferDetail } from '../../offer/state/use-offer-detail';
import type { StayQuote } from '../api/get-stay-quote';
import {
  INSURANCE_COVERED_CASES,
  INSURANCE_REFUND_HOURS,
  PARTIAL_REFUND_PERCENT,
  cancellationTerms,
} from '../utils/cancellation-terms';
import type { ChosenActivityDay } from '../utils/chosen-activity-days';
import { formatLongDate } from '../../../utils/format-long-date';
import { travellersSummary } from '../utils/travellers-summary';
import styles from './booking-summary.module.css';

export interface StayPurchaseProps {
  quote: StayQuote;
  detail: OfferDetail;
  /** What was asked for; the quote's reservation criteria win when the api sends them. */
  asked: { checkin: string; checkout: string; nights: number; adults: number; children: number; babies: number };
  activityDays: readonly ChosenActivityDay[];
  /** The paid insurance is bought with the stay; its price, when known, is the api's line. */
  insurance: { chosen: boolean; amount: number | null };
  /** The check-in day was the best price of its month on the product page's calendar. */
  bestPrice?: boolean;
}

/** The stay's photo on the summary, at the card's size, and what it shows. */
export function stayPhoto(detail: OfferDetail, apiBase: string, t: TFunction): PurchaseCardProps['photo'] {
  const photo = detail.imagesBySize?.['960_540']?.[0] ?? detail.images[0];
  if (!photo) return null;
  return { src: apiBase + photo, alt: t('summary.stay.photoAlt', { offer: detail.label, hotel: detail.hotel.label }) };
}

/** The hotel of the stay: its name, stars and place. */
export function StayHotelLine({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  return (
    <p className={styles.hotel}>
      <span className={styles.hotelName}>{detail.hotel.label}</span>
      {detail.hotel.stars > 0 ? (
        <span className={styles.stars} role="img" aria-label={t('summary.stay.stars', { count: detail.hotel.stars })}>
          {'★'.repeat(detail.hotel.stars)}
        </span>
      ) : null}
      <span className={styles.location}>{detail.hotel.location.label}</span>
    </p>
  );
}

/** The stay being booked: the offer and hotel, dates, travellers, activity days, what is included, cancellation. */
export function StayPurchase({ quote, detail, asked, activityDays, insurance, bestPrice }: StayPurchaseProps) {
  const { t } = useTranslation();
  const { locale, apiBase } = useRemoteProps();
  const reserved = quote.reservationCriteria ?? asked;
  const stay = {
    checkin: reserved.checkin || asked.checkin,
    checkout: reserved.checkout || asked.checkout,
    nights: reserved.nights || asked.nights,
  };
  const includedLines =
    quote.programLineList.length > 0 ? quote.programLineList : (detail.programLines ?? []).map((line) => line.title);
  const times = detail.hotel.checkInOut;
  const terms = cancellationTerms(quote.cancellationPolicy);

  return (
    <PurchaseCard title={detail.label} photo={stayPhoto(detail, apiBase, t)}>
      <StayHotelLine detail={detail} />

      <PurchaseSubsection title={t('summary.stay.title')}>
        <FactList
          facts={[
            {
              label: t('summary.stay.checkin'),
              value: (
                <>
                  {formatLongDate(stay.checkin, locale)}
                  {times ? (
                    <span className={styles.time}> {t('summary.stay.checkinTime', { time: times.checkin })}</span>
                  ) : null}
                  {bestPrice ? <span className={styles.bestPrice}>{t('summary.stay.bestPrice')}</span> : null}
                </>
              ),
            },
            {
              label: t('summary.stay.checkout'),
              value: (
                <>
                  {formatLongDate(stay.checkout, locale)}
                  {times ? (
                    <span className={styles.time}> {t('summary.stay.checkoutTime', { time: times.checkout })}</span>
                  ) : null}
                </>
              ),
            },
            { label: t('summary.stay.duration'), value: t('summary.stay.nights', { count: stay.nights }) },
            { label: t('summary.stay.travellers'), value: travellersSummary(t, reserved) },
          ]}
        />
      </PurchaseSubsection>

      {activityDays.length > 0 ? (
        <PurchaseSubsection title={t('summary.activities.title', { count: activityDays.length })}>
          <FactList
            facts={activityDays.map((day) => ({ label: day.title, value: formatLongDate(day.date, locale) }))}
          />
        </PurchaseSubsection>
      ) : null}

      {includedLines.length > 0 ? (
        <PurchaseSubsection title={t('summary.includes.title')}>
          <LineList lines={includedLines} />
        </PurchaseSubsection>
      ) : null}

      {terms || insurance.chosen ? (
        <PurchaseSubsection title={t('summary.cancellation.title')}>
          {insurance.chosen ? (
            <>
              <p className={styles.choice}>
                {insurance.amount !== null
                  ? t('summary.cancellation.insuranceWithPrice', { price: formatEuros(insurance.amount, locale) })
                  : t('summary.cancellation.insurance')}
              </p>
              <PurchaseText>
                {t('summary.cancellation.insuranceDetail', {
                  hours: INSURANCE_REFUND_HOURS,
                  cases: INSURANCE_COVERED_CASES,
                })}
              </PurchaseText>
            </>
          ) : null}
          {terms?.kind === 'modifiable' ? (
            <>
              <PurchaseText>
                {t('summary.cancellation.modifiableUntil', { deadline: formatLongDate(terms.deadline, locale) })}
              </PurchaseText>
              <PurchaseText muted>
                {t('summary.cancellation.refundRule', { percent: PARTIAL_REFUND_PERCENT })}
              </PurchaseText>
            </>
          ) : null}
          {terms?.kind === 'nonRefundable' ? (
            <PurchaseText>{t('summary.cancellation.nonRefundable')}</PurchaseText>
          ) : null}
          {terms?.kind === 'asWorded' ? <PurchaseText>{terms.message}</PurchaseText> : null}
        </PurchaseSubsection>
      ) : null}
    </PurchaseCard>
  );
}
