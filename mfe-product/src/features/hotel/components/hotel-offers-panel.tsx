import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { PageDialog } from '../../../components/page-dialog';
import { useRemoteProps } from '../../../context/remote-props';
import type { HotelDetail } from '../api/get-hotel-detail';
import { useHotelCriteria } from '../state/use-hotel-criteria';
import type { OfferInRoom } from '../utils/hotel-offers';
import { placeSearchTarget } from '../utils/hotel-targets';
import { OfferLink } from './offer-link';
import { OfferPrice } from './offer-price';
import sectionStyles from './hotel-sections.module.css';
import styles from './hotel-offers-panel.module.css';

export interface HotelOffersPanelProps {
  hotelLabel: string;
  /** Cheapest first: the first is the main offer. */
  offers: readonly OfferInRoom[];
  /** The hotel's city, where "Go back to search" leads; a search without place when unknown. */
  city?: HotelDetail['breadcrumb'][number];
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

function OfferSummary({ entry, headingLevel }: { entry: OfferInRoom; headingLevel: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  return (
    <article className={styles.offer}>
      <Heading className={styles.offerTitle}>{entry.offer.label}</Heading>
      <p className={styles.room}>{entry.room.label}</p>
      {entry.offer.shortProgramIntroWithoutRoom ? (
        <p className={styles.programme}>{entry.offer.shortProgramIntroWithoutRoom}</p>
      ) : null}
      <div className={styles.offerFooter}>
        <OfferPrice offer={entry.offer} />
        <OfferLink offerId={entry.offer.id} className={sectionStyles.action} />
      </div>
    </article>
  );
}

/**
 * The hotel's stays in a panel from the right edge on desktop, from the bottom on a phone, titled
 * with the hotel: the main offer, then the others ("3 other offers available", "for your dates"
 * once dates are chosen), and the way back to the search for the hotel's city.
 */
export function HotelOffersPanel({ hotelLabel, offers, city, isOpen, onOpenChange }: HotelOffersPanelProps) {
  const { t } = useTranslation('hotel');
  const props = useRemoteProps();
  const { criteria } = useHotelCriteria();
  const othersTitleId = useId();
  const hasDates = Boolean(criteria.checkin && criteria.checkout);
  const [main, ...others] = offers;
  const othersTitle = hasDates
    ? t('panel.otherOffersForDates', { count: others.length })
    : t('panel.otherOffers', { count: others.length });
  return (
    <PageDialog size="side" title={hotelLabel} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.panel}>
        {main ? (
          <section className={styles.group} aria-label={t('panel.mainOffer')}>
            <OfferSummary entry={main} headingLevel="h3" />
          </section>
        ) : null}
        {others.length > 0 ? (
          <section className={styles.group} aria-labelledby={othersTitleId}>
            <h3 id={othersTitleId} className={styles.groupTitle}>
              {othersTitle}
            </h3>
            <ul className={styles.list}>
              {others.map((entry) => (
                <li key={entry.offer.id}>
                  <OfferSummary entry={entry} headingLevel="h4" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <a
          className={sectionStyles.secondaryAction}
          // The search replaces this page: the panel closes on the way.
          {...shopLinkProps(props, placeSearchTarget(criteria, city), { onClick: () => onOpenChange(false) })}
        >
          {t('panel.backToSearch')}
        </a>
      </div>
    </PageDialog>
  );
}
