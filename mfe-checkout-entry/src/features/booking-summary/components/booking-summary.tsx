import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import type { OfferDetail } from '../api/get-offer-detail';
import type { StayQuote } from '../api/get-stay-quote';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { formatLongDate } from '../utils/format-long-date';
import { travellersSummary } from '../utils/travellers-summary';
import styles from './booking-summary.module.css';

interface BookingSummaryProps {
  quote: StayQuote & { priceInfo: NonNullable<StayQuote['priceInfo']> };
  detail: OfferDetail;
  /** What was asked for; the quote's reservation criteria win when the server sends them. */
  asked: { checkin: string; checkout: string; nights: number; adults: number; children: number; babies: number };
}

/** The chosen offer, its dates and travellers, what is included, and the price the server computed. */
export function BookingSummary({ quote, detail, asked }: BookingSummaryProps) {
  const { t } = useTranslation();
  const { locale, apiBase } = useRemoteProps();
  const reserved = quote.reservationCriteria ?? asked;
  const stay = {
    checkin: reserved.checkin || asked.checkin,
    checkout: reserved.checkout || asked.checkout,
    nights: reserved.nights || asked.nights,
  };
  const travellers = travellersSummary(t, reserved);
  const price = quote.priceInfo;
  const hasPromo = price.promoPercentageRounded > 0 && price.refPrice > price.sellPrice;
  const touristTax = quote.localTaxTotalAmount > 0 ? quote.localTaxTotalAmount : 0;
  const photo = detail.imagesBySize?.['960_540']?.[0] ?? detail.images[0];
  const includedLines =
    quote.programLineList.length > 0 ? quote.programLineList : (detail.programLines ?? []).map((line) => line.title);
  const times = detail.hotel.checkInOut;
  const nightsText = t('summary.stay.nights', { count: stay.nights });

  return (
    <div className={styles.columns}>
      <section className={styles.card} aria-labelledby="summary-offer-title">
        {photo ? (
          <img
            className={styles.photo}
            src={apiBase + photo}
            alt={t('summary.stay.photoAlt', { offer: detail.label, hotel: detail.hotel.label })}
            width={960}
            height={540}
          />
        ) : null}
        <div className={styles.cardBody}>
          <h2 id="summary-offer-title" className={styles.offerTitle}>
            {detail.label}
          </h2>
          <p className={styles.hotel}>
            <span className={styles.hotelName}>{detail.hotel.label}</span>
            {detail.hotel.stars > 0 ? (
              <span
                className={styles.stars}
                role="img"
                aria-label={t('summary.stay.stars', { count: detail.hotel.stars })}
              >
                {'★'.repeat(detail.hotel.stars)}
              </span>
            ) : null}
            <span className={styles.location}>{detail.hotel.location.label}</span>
          </p>

          <h3 className={styles.subTitle}>{t('summary.stay.title')}</h3>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('summary.stay.checkin')}</dt>
              <dd>
                {formatLongDate(stay.checkin, locale)}
                {times ? (
                  <span className={styles.time}> {t('summary.stay.checkinTime', { time: times.checkin })}</span>
                ) : null}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('summary.stay.checkout')}</dt>
              <dd>
                {formatLongDate(stay.checkout, locale)}
                {times ? (
                  <span className={styles.time}> {t('summary.stay.checkoutTime', { time: times.checkout })}</span>
                ) : null}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('summary.stay.duration')}</dt>
              <dd>{nightsText}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('summary.stay.travellers')}</dt>
              <dd>{travellers}</dd>
            </div>
          </dl>

          {includedLines.length > 0 ? (
            <>
              <h3 className={styles.subTitle}>{t('summary.includes.title')}</h3>
              <ul className={styles.includes}>
                {includedLines.map((line, index) => (
                  <li key={`${index}-${line}`}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}

          {quote.cancellationPolicy?.message ? (
            <>
              <h3 className={styles.subTitle}>{t('summary.cancellation.title')}</h3>
              <p className={styles.text}>{quote.cancellationPolicy.message}</p>
            </>
          ) : null}
        </div>
      </section>

      <section className={`${styles.card} ${styles.priceCard}`} aria-labelledby="summary-price-title">
        <div className={styles.cardBody}>
          <h2 id="summary-price-title" className={styles.offerTitle}>
            {t('summary.price.title')}
          </h2>
          <dl className={styles.priceList}>
            {hasPromo ? (
              <div className={styles.priceRow}>
                <dt>{t('summary.price.refPrice')}</dt>
                <dd>
                  <del className={styles.refPrice}>{formatEuros(price.refPrice, locale)}</del>{' '}
                  <span className={styles.promoBadge}>
                    {t('summary.price.promo', { percent: price.promoPercentageRounded })}
                  </span>
                </dd>
              </div>
            ) : null}
            {price.moneySaved > 0 ? (
              <div className={styles.priceRow}>
                <dt>{t('summary.price.moneySaved')}</dt>
                <dd className={styles.saved}>{formatEuros(price.moneySaved, locale)}</dd>
              </div>
            ) : null}
            <div className={`${styles.priceRow} ${styles.totalRow}`}>
              <dt>{t('summary.price.total')}</dt>
              <dd className={styles.total}>{formatEuros(price.sellPrice, locale)}</dd>
            </div>
            {touristTax > 0 ? (
              <>
                <div className={styles.priceRow}>
                  <dt>{t('summary.price.touristTax')}</dt>
                  <dd>{formatEuros(touristTax, locale)}</dd>
                </div>
                <div className={styles.priceRow}>
                  <dt>{t('summary.price.totalWithTax')}</dt>
                  <dd>{formatEuros(price.sellPrice + touristTax, locale)}</dd>
                </div>
              </>
            ) : null}
          </dl>
          <p className={styles.basis}>{t('summary.price.totalBasis', { nights: nightsText, travellers })}</p>
        </div>
      </section>
    </div>
  );
}
