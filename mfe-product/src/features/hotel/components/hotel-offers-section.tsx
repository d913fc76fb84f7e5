import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '../../../components/on-demand';
import { onDemandComponent } from '../../../utils/on-demand-component';
import type { HotelRoom, RoomOffer } from '../api/get-hotel-detail';
import { useHotelCriteria } from '../state/use-hotel-criteria';
import { offersState } from '../utils/hotel-offers';
import { withoutDates } from '../utils/hotel-targets';
import { HotelSection } from './hotel-section';
import { NoAvailabilityNotice, NoOffersNotice } from './offers-notices';
import { RoomCard } from './room-card';
import styles from './room-cards.module.css';

const OfferDetailDialog = onDemandComponent(() =>
  import(/* webpackChunkName: "hotel-offer-detail" */ './offer-detail-dialog').then(
    (module) => module.OfferDetailDialog,
  ),
);

interface HotelOffersSectionProps {
  rooms: readonly HotelRoom[];
  /** True while the rooms for new criteria are on their way (the previous ones stay shown). */
  isUpdating: boolean;
  /** "Select" without dates: the page brings the dates calendar. */
  onAskForDates(): void;
}

/**
 * The rooms and their stays. "Select" needs dates: without them it brings the calendar, with them
 * it opens the stay's detail; "Details" opens it at once. With dates and nothing sold on them, the
 * page says so and offers every date again; a hotel with nothing to sell says that instead.
 */
export function HotelOffersSection({ rooms, isUpdating, onAskForDates }: HotelOffersSectionProps) {
  const { t } = useTranslation('hotel');
  const { criteria, replaceCriteria } = useHotelCriteria();
  const hasDates = Boolean(criteria.checkin && criteria.checkout);
  const [shown, setShown] = useState<{ room: HotelRoom; offer: RoomOffer } | null>(null);
  const [isOpen, setOpen] = useState(false);
  const state = offersState(rooms, hasDates);

  const openDetail = (room: HotelRoom, offer: RoomOffer) => {
    setShown({ room, offer });
    setOpen(true);
  };

  return (
    <HotelSection section="offers" title={t('offers.title')}>
      {state === 'noAvailabilityOnDates' ? (
        <NoAvailabilityNotice onSeeAllOffers={() => replaceCriteria(withoutDates(criteria))} />
      ) : null}
      {state === 'noOffers' ? <NoOffersNotice /> : null}
      {state === 'available' ? (
        <ul className={styles.rooms} aria-busy={isUpdating || undefined}>
          {rooms.map((room) => (
            <li key={room.uuid}>
              <RoomCard
                room={room}
                onPrefetchDetail={OfferDetailDialog.prefetch}
                onDetails={(offer) => openDetail(room, offer)}
                onSelect={(offer) => (hasDates ? openDetail(room, offer) : onAskForDates())}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <OnDemand part="hotel-offer-detail" fallback={null}>
          <OfferDetailDialog.Component room={shown.room} offer={shown.offer} isOpen={isOpen} onOpenChange={setOpen} />
        </OnDemand>
      ) : null}
    </HotelSection>
  );
}
