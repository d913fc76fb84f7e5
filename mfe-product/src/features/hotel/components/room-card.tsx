import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { useRemoteProps } from '../../../context/remote-props';
import type { HotelRoom, RoomOffer } from '../api/get-hotel-detail';
import { selectedOffer } from '../utils/hotel-offers';
import { OfferPrice } from './offer-price';
import styles from './room-cards.module.css';

export interface RoomCardProps {
  room: HotelRoom;
  /** "Select": the page asks for dates first, then opens the offer's detail. */
  onSelect(offer: RoomOffer): void;
  /** "Details": the offer's detail, with or without dates. */
  onDetails(offer: RoomOffer): void;
  /** Starts downloading the offer detail ahead of a press. */
  onPrefetchDetail(): void;
}

/** The room picture is shown this size (16:9) on the card; the file is asked for at that size. */
const ROOM_IMAGE_SIZE = { width: 640, height: 360 };

/**
 * A room and the stays sold in it: the first (cheapest) stay is chosen at first, another can be
 * chosen; "Details" and "Select" act on the chosen one.
 */
export function RoomCard({ room, onSelect, onDetails, onPrefetchDetail }: RoomCardProps) {
  const { t } = useTranslation('hotel');
  const { apiBase } = useRemoteProps();
  const titleId = useId();
  const [pickedOfferId, setPickedOfferId] = useState<number | null>(null);
  const offer = selectedOffer(room, pickedOfferId);
  if (!offer) return null;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <img
        className={styles.image}
        src={apiImageUrl(apiBase, room.imageUrl, ROOM_IMAGE_SIZE)}
        alt=""
        width={ROOM_IMAGE_SIZE.width}
        height={ROOM_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.content}>
        <h3 id={titleId} className={styles.roomTitle}>
          {room.label}
        </h3>
        <ul className={styles.roomFacts} aria-label={t('room.facts')}>
          {room.highlightedFacilities.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          <li>{t('room.capacity', { count: room.capacity })}</li>
        </ul>
        <RadioGroup
          className={styles.offers}
          value={String(offer.id)}
          onChange={(value) => setPickedOfferId(Number(value))}
        >
          <Label className={styles.offersLabel}>{t('room.chooseOffer')}</Label>
          {room.offers.map((roomOffer) => (
            <Radio key={roomOffer.id} value={String(roomOffer.id)} className={styles.offer}>
              <span className={styles.radioMark} aria-hidden="true" />
              <span className={styles.offerText}>
                <span className={styles.offerLabel}>{roomOffer.label}</span>
                {roomOffer.shortProgramIntroWithoutRoom ? (
                  <span className={styles.programme}>{roomOffer.shortProgramIntroWithoutRoom}</span>
                ) : null}
              </span>
              <OfferPrice offer={roomOffer} compact />
            </Radio>
          ))}
        </RadioGroup>
        <div className={styles.footer}>
          <OfferPrice offer={offer} />
          <div className={styles.actions}>
            <Button
              className={styles.detailsButton}
              aria-describedby={titleId}
              aria-haspopup="dialog"
              onHoverStart={onPrefetchDetail}
              onFocus={onPrefetchDetail}
              onPress={() => onDetails(offer)}
            >
              {t('room.details')}
            </Button>
            <Button
              className={styles.selectButton}
              aria-describedby={titleId}
              aria-haspopup="dialog"
              onHoverStart={onPrefetchDetail}
              onFocus={onPrefetchDetail}
              onPress={() => onSelect(offer)}
            >
              {t('room.select')}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
