import { useTranslation } from 'react-i18next';
import { ratingLabel } from '@escapade/shared-contracts/rating-label';
import type { HotelReviewsPage } from '../api/get-hotel-reviews';
import { ReviewCriteria } from './review-criteria';
import { ReviewScore } from './review-score';
import styles from './reviews.module.css';

/** The hotel's overall mark, its label ("Excellent"), how many reviews, and the marks per criterion. */
export function ReviewsSummary({ reviews }: { reviews: HotelReviewsPage }) {
  const { t } = useTranslation();
  const label = ratingLabel({ score: reviews.score, reviewCount: reviews.reviewCount ?? reviews.totalCount });
  return (
    <>
      <div className={styles.summary}>
        <ReviewScore score={reviews.score} size="l" />
        <p className={styles.summaryText}>
          {label ? <span className={styles.ratingLabel}>{t(`reviews.rating.${label}`)}</span> : null}
          <span className={styles.reviewCount}>
            {t('reviews.count', { count: reviews.reviewCount ?? reviews.totalCount })}
          </span>
        </p>
      </div>
      {reviews.details?.length ? <ReviewCriteria details={reviews.details} /> : null}
    </>
  );
}
