import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { StepButton } from '../../gallery/components/step-button';
import { HotelStars } from '../../stay-detail/components/hotel-stars';
import type { NearbyHotel } from '../api/get-hotel-detail';
import { useHotelCriteria } from '../state/use-hotel-criteria';
import { otherHotelTarget } from '../utils/hotel-targets';
import { NEARBY_HOTELS_PER_STEP, canStepNearby, nearbyStepStart } from '../utils/nearby-carousel';
import { HotelReviewScore } from './hotel-header';
import { HotelSection } from './hotel-section';
import styles from './nearby-hotels.module.css';

const CARD_IMAGE_SIZE = { width: 640, height: 360 };

/** The card whose left edge is nearest the list's scroll position, from 0. */
function firstCardInView(list: HTMLElement): number {
  const cards = Array.from(list.children) as HTMLElement[];
  const origin = cards[0]?.offsetLeft ?? 0;
  const index = cards.findIndex((card) => card.offsetLeft - origin >= list.scrollLeft - 1);
  return Math.max(0, index);
}

/**
 * Hotels nearby, each card a link to its page (same dates and travellers): a row a finger swipes,
 * whose buttons move it three hotels at a time; where the row stands is announced.
 */
export function NearbyHotels({ hotels }: { hotels: readonly NearbyHotel[] }) {
  const { t } = useTranslation('hotel');
  const props = useRemoteProps();
  const { criteria } = useHotelCriteria();
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const [first, setFirst] = useState(0);
  const count = hotels.length;
  if (count === 0) return null;

  const step = (direction: -1 | 1) => {
    const next = nearbyStepStart(first, direction, count);
    setFirst(next);
    const list = listRef.current;
    const card = list?.children[next] as HTMLElement | undefined;
    const origin = (list?.children[0] as HTMLElement | undefined)?.offsetLeft ?? 0;
    // The list's CSS makes this scroll smooth, or instant for those who asked for reduced motion.
    if (list && card) list.scrollLeft = card.offsetLeft - origin;
  };

  return (
    <HotelSection section="nearby" title={t('nearby.title')}>
      <div className={styles.controls}>
        <p className={styles.position} aria-live="polite">
          {t('nearby.position', { from: first + 1, to: Math.min(count, first + NEARBY_HOTELS_PER_STEP), count })}
        </p>
        <StepButton
          direction="previous"
          label={t('nearby.previous')}
          controls={listId}
          isDisabled={!canStepNearby(first, -1, count)}
          onPress={() => step(-1)}
        />
        <StepButton
          direction="next"
          label={t('nearby.next')}
          controls={listId}
          isDisabled={!canStepNearby(first, 1, count)}
          onPress={() => step(1)}
        />
      </div>
      <ul
        id={listId}
        ref={listRef}
        className={styles.list}
        onScroll={(event) => setFirst(firstCardInView(event.currentTarget))}
      >
        {hotels.map((hotel) => (
          <li key={hotel.id} className={styles.card}>
            <a className={styles.link} {...shopLinkProps(props, otherHotelTarget(hotel.id, criteria))}>
              <img
                className={styles.image}
                src={apiImageUrl(props.apiBase, hotel.imageUrl, CARD_IMAGE_SIZE)}
                alt=""
                width={CARD_IMAGE_SIZE.width}
                height={CARD_IMAGE_SIZE.height}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.body}>
                <span className={styles.name}>{hotel.label}</span>
                <span className={styles.line}>
                  <HotelStars stars={hotel.stars} />
                  <span>{hotel.location.label}</span>
                </span>
                <HotelReviewScore review={hotel.review} />
                <span className={styles.price}>
                  {hotel.fromPrice === null
                    ? t('nearby.noPrice')
                    : t('nearby.fromPrice', { price: formatEuros(hotel.fromPrice, props.locale) })}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </HotelSection>
  );
}
