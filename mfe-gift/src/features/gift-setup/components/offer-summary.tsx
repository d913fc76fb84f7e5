import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import type { StayDetailResponse } from '../api/get-stay-detail';
import styles from './gift-setup.module.css';

/** Size asked of the image generator, matching the card's 16:9 frame. */
const OFFER_IMAGE_SIZE = { width: 640, height: 360 };

interface OfferSummaryProps {
  /** The offer details; null when they could not be loaded. */
  stay: StayDetailResponse | null;
  /** The title from the price list, used when the details are missing. */
  fallbackTitle: string;
}

/** The offer being given: picture, title and hotel. */
export function OfferSummary({ stay, fallbackTitle }: OfferSummaryProps) {
  const { t } = useTranslation();
  const { apiBase } = useRemoteProps();
  const image = stay?.imagesBySize['640_360'][0] ?? stay?.images[0];
  return (
    <article className={styles.offer}>
      {image ? (
        <img className={styles.offerImage} src={apiImageUrl(apiBase, image, OFFER_IMAGE_SIZE)} alt="" />
      ) : (
        <span className={styles.offerImage} aria-hidden="true" />
      )}
      <div className={styles.offerText}>
        <h2 className={styles.offerTitle}>{stay?.label ?? fallbackTitle}</h2>
        {stay ? (
          <>
            <p className={styles.offerHotel}>
              <span>{stay.hotel.label}</span>
              {stay.hotel.stars > 0 ? (
                <span
                  className={styles.stars}
                  role="img"
                  aria-label={t('giftSetup.offer.stars', { count: stay.hotel.stars })}
                >
                  {'★'.repeat(stay.hotel.stars)}
                </span>
              ) : null}
            </p>
            {stay.hotel.location.label ? <p className={styles.offerPlace}>{stay.hotel.location.label}</p> : null}
          </>
        ) : null}
      </div>
    </article>
  );
}
