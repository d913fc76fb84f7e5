import { useId } from 'react';
import type { FoundOffer } from '../api/search-offers';
import { OfferCard } from './offer-card';
import styles from './offer-list.module.css';

/** How many cards a rail's skeleton shows: one row of the desktop grid. */
export const OFFER_RAIL_SKELETON_CARDS = 4;

/**
 * Offers under a title: a row that scrolls sideways with snapping on phones (a carousel a thumb
 * swipes, each card showing the next one's edge), four columns on desktops. A list, so screen
 * readers announce how many offers there are.
 */
export function OfferRail({ title, offers, loading }: { title: string; offers: FoundOffer[]; loading?: boolean }) {
  const titleId = useId();
  return (
    <section className={styles.rail} aria-labelledby={titleId} aria-busy={loading ? true : undefined}>
      <h2 id={titleId} className={styles.railTitle}>
        {title}
      </h2>
      <ul className={styles.track}>
        {loading
          ? Array.from({ length: OFFER_RAIL_SKELETON_CARDS }, (_, index) => (
              <li key={index} className={styles.item} aria-hidden="true">
                <div className={styles.skeleton} />
              </li>
            ))
          : offers.map((offer) => (
              <li key={offer.id} className={styles.item}>
                <OfferCard offer={offer} />
              </li>
            ))}
      </ul>
    </section>
  );
}
