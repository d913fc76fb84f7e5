import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { OnDemand } from '../../../components/on-demand';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { useOnDemandOverlay } from '../../../hooks/use-on-demand-overlay';
import { onDemandComponent } from '../../../utils/on-demand-component';
import { firstReviewsPageQuery, type HotelReviewsRequest, type Review } from '../api/get-hotel-reviews';
import { ReviewItem } from './review-item';
import { ReviewsSummary } from './reviews-summary';
import styles from './reviews.module.css';

/** The block shows at most this many reviews; the dialog has them all. */
export const REVIEWS_SHOWN_ON_PAGE = 4;

/** A review counts as positive from this mark out of 10, when the guest wrote what they liked. */
export const POSITIVE_REVIEW_MIN_SCORE = 8;

const ReviewsDialog = onDemandComponent(() =>
  import(/* webpackChunkName: "reviews-dialog" */ './reviews-dialog').then((module) => module.ReviewsDialog),
);

/** The newest reviews, in every language: the block's query, which the server render fills too. */
export function reviewsBlockRequest(hotelId: number, locale: HotelReviewsRequest['locale']): HotelReviewsRequest {
  return { hotelId, locale, sort: 'newest', language: 'all' };
}

export function positiveReviews(list: readonly Review[]): Review[] {
  return list
    .filter((review) => review.positive.trim() !== '' && review.average >= POSITIVE_REVIEW_MIN_SCORE)
    .slice(0, REVIEWS_SHOWN_ON_PAGE);
}

export const REVIEWS_SECTION_ID = 'reviews';

/**
 * The hotel's score, its marks per criterion and up to four positive reviews, with a button to all
 * of them. Left out when the reviews cannot be loaded or there are none: an empty block helps nobody.
 */
export function ReviewsBlock({ hotelId, hotelLabel }: { hotelId: number; hotelLabel: string }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const request = reviewsBlockRequest(hotelId, locale);
  const { data } = useQuery(firstReviewsPageQuery(api, request));
  const dialog = useOnDemandOverlay();

  if (!data || data.totalCount === 0 || data.list.length === 0) return null;
  const shown = positiveReviews(data.list);
  return (
    <section id={REVIEWS_SECTION_ID} className={styles.block} aria-labelledby="stay-reviews-title">
      <h2 id="stay-reviews-title" className={styles.blockTitle}>
        {t('reviews.title')}
      </h2>
      <ReviewsSummary reviews={data} />
      {shown.length > 0 ? (
        <ul className={styles.highlights}>
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      ) : null}
      <Button className={styles.seeAll} {...ReviewsDialog.overlayOpenerProps(dialog.isOpen, dialog.open)}>
        {t('reviews.seeAll')}
      </Button>
      {dialog.wasOpened ? (
        <OnDemand part="reviews-dialog" fallback={null}>
          <ReviewsDialog.Component
            hotelId={hotelId}
            hotelLabel={hotelLabel}
            firstPage={data}
            isOpen={dialog.isOpen}
            onOpenChange={dialog.setOpen}
          />
        </OnDemand>
      ) : null}
    </section>
  );
}
