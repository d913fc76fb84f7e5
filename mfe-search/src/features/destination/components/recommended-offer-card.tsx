import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import { promoBadge } from '../../../utils/promo-discount';
import { recommendedOfferQuery, type RecommendedOffer } from '../api/get-recommended-offer';
import type { RecommendedSuggestion } from '../api/get-recommended-suggestions';
import {
  DEFAULT_RECOMMENDED_OFFER_CRITERIA,
  recommendedOfferRequest,
  type RecommendedOfferCriteria,
} from '../utils/recommended-offer-request';
import styles from './recommended-offer-card.module.css';

/**
 * A stay shows its card once the shopper has rested on it this long (ms): arrowing or pointing
 * through the list asks the api for the stays looked at, not for every one passed over.
 */
export const RECOMMENDED_CARD_DELAY_MS = 300;

/** The api's mark of dates the stay cannot be booked on: it then prices the stay "from". */
const NOT_AVAILABLE_ON_CHECKIN = 'PACKAGE_NOT_AVAILABLE_CHECKIN';

export interface RecommendedOfferPreviewProps {
  /** The recommended stay in view; null shows nothing. */
  stay: RecommendedSuggestion | null;
  /** The dates and travellers of the search box, which price the stay. */
  criteria?: RecommendedOfferCriteria;
  /** The card was pressed: the stay's product page opens, as choosing the suggestion does. */
  onOpen(offerId: string): void;
  /** Under the desktop list, set apart from the suggestions; on phones at the foot of the search. */
  placement: 'popover' | 'sheet';
}

/**
 * The card of a recommended stay: picture, title, hotel and price for the box's dates and
 * travellers, with its promotion. The place is a polite live region, so a screen reader hears the
 * card once it has come. While the price loads, and when it cannot be had, nothing is shown: the
 * suggestion in the list stays as it is.
 */
export function RecommendedOfferPreview({
  stay,
  criteria = DEFAULT_RECOMMENDED_OFFER_CRITERIA,
  onOpen,
  placement,
}: RecommendedOfferPreviewProps) {
  const api = useApiClient();
  const { locale } = useRemoteProps();
  const settledId = useDebouncedValue(stay?.id ?? null, RECOMMENDED_CARD_DELAY_MS);
  const shown = stay !== null && settledId === stay.id ? stay : null;
  const query = useQuery({
    ...recommendedOfferQuery(api, recommendedOfferRequest(locale, shown?.id ?? 0, criteria)),
    enabled: shown !== null,
  });
  useOnNewValue(query.error, (error) => console.warn('[mfe-search] recommended stay unavailable', error));
  const offer = shown && query.data?.id === shown.id ? query.data : undefined;
  return (
    <div
      className={placement === 'popover' ? `${styles.preview} ${styles.inPopover}` : styles.preview}
      aria-live="polite"
    >
      {offer && shown ? (
        <RecommendedOfferCard offer={offer} people={peopleOf(criteria)} onPress={() => onOpen(shown.value)} />
      ) : null}
    </div>
  );
}

function peopleOf({ travellers }: RecommendedOfferCriteria): number {
  return travellers.adults + travellers.children + travellers.babies;
}

function RecommendedOfferCard({
  offer,
  people,
  onPress,
}: {
  offer: RecommendedOffer;
  people: number;
  onPress(): void;
}) {
  const { t } = useTranslation('search-box');
  const { apiBase, locale } = useRemoteProps();
  const badge = promoBadge(offer.sellPrice, offer.refPrice);
  return (
    <Button className={styles.card} onPress={onPress}>
      <img className={styles.image} src={`${apiBase}${offer.imageUrl}`} alt="" width={112} height={84} />
      <span className={styles.body}>
        <span className={styles.kicker}>{t('searchBox.destination.recommendedOffer.kicker')}</span>
        <span className={styles.title}>{offer.label}</span>
        <span className={styles.hotel}>
          <span className={styles.hotelName}>{offer.hotel.label}</span>
          {offer.hotel.stars > 0 ? (
            <span
              className={styles.stars}
              role="img"
              aria-label={t('cards:offerCard.stars', { count: offer.hotel.stars })}
            >
              {'★'.repeat(offer.hotel.stars)}
            </span>
          ) : null}
        </span>
        <span className={styles.price}>
          {badge ? (
            <span className={styles.promo}>
              <VisuallyHidden elementType="span">{t('cards:offerCard.discount')} </VisuallyHidden>
              {badge}
            </span>
          ) : null}
          {badge ? (
            <del className={styles.refPrice}>
              <VisuallyHidden elementType="span">{t('cards:offerCard.insteadOf')} </VisuallyHidden>
              {formatEuros(offer.refPrice, locale)}
            </del>
          ) : null}
          {offer.priceType === 'from-price' ? <span className={styles.from}>{t('cards:offerCard.from')}</span> : null}
          <strong className={styles.amount}>{formatEuros(offer.sellPrice, locale)}</strong>
        </span>
        <span className={styles.basis}>
          {t('cards:offerCard.priceBasis', {
            nights: t('cards:offerCard.nights', { count: offer.nights }),
            people: t('cards:offerCard.people', { count: people }),
          })}
        </span>
        {offer.error === NOT_AVAILABLE_ON_CHECKIN ? (
          <span className={styles.unavailable}>{t('searchBox.destination.recommendedOffer.unavailable')}</span>
        ) : null}
      </span>
    </Button>
  );
}
