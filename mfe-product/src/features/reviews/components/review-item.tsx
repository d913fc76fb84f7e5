import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import type { Review } from '../api/get-hotel-reviews';
import { ReviewScore } from './review-score';
import styles from './reviews.module.css';

/** One guest's review: who, when, the mark out of 10, what they liked and what they did not. */
export function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const date = DateTime.fromISO(review.date).setLocale(bcp47(locale)).toLocaleString(DateTime.DATE_FULL);
  return (
    <article
      lang={review.locale}
      className={styles.review}
      aria-label={t('reviews.reviewBy', { customer: review.customer })}
    >
      <header className={styles.reviewHeader}>
        <ReviewScore score={review.average} size="s" />
        <p className={styles.reviewer}>
          <span className={styles.customer}>{review.customer}</span>
          <span className={styles.reviewMeta}>
            {t(`reviews.travellerType.${review.type}`)} · {t('reviews.reviewedOn', { date })}
          </span>
        </p>
      </header>
      {review.positive ? (
        <p className={styles.reviewText}>
          <span className={styles.positiveMark} aria-hidden="true">
            +
          </span>
          <span className={styles.visuallyHidden}>{`${t('reviews.positiveLabel')} `}</span>
          {review.positive}
        </p>
      ) : null}
      {review.negative ? (
        <p className={styles.reviewText}>
          <span className={styles.negativeMark} aria-hidden="true">
            −
          </span>
          <span className={styles.visuallyHidden}>{`${t('reviews.negativeLabel')} `}</span>
          {review.negative}
        </p>
      ) : null}
    </article>
  );
}
