import { useTranslation } from 'react-i18next';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { PageDialog } from '../../../components/page-dialog';
import { useRemoteProps } from '../../../context/remote-props';
import type { HotelRoom, RoomOffer } from '../api/get-hotel-detail';
import { OfferLink } from './offer-link';
import { OfferPrice } from './offer-price';
import styles from './room-cards.module.css';

export interface OfferDetailDialogProps {
  room: HotelRoom;
  offer: RoomOffer;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.detailBlock}>
      <h3 className={styles.detailTitle}>{title}</h3>
      <ul className={styles.detailList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One stay of a room: what it adds to the room, the room itself, the price for the page's
 * criteria, the cancellation terms, and the way to its stay page (Book once dates are chosen).
 * Downloaded when a shopper first opens it.
 */
export function OfferDetailDialog({ room, offer, isOpen, onOpenChange }: OfferDetailDialogProps) {
  const { t } = useTranslation('hotel');
  const { apiBase } = useRemoteProps();
  return (
    <PageDialog title={offer.label} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.detail}>
        <img
          className={styles.detailImage}
          src={apiImageUrl(apiBase, room.imageUrl, { width: 640, height: 360 })}
          alt=""
          width={640}
          height={360}
        />
        {offer.shortProgramIntroWithoutRoom ? (
          <section className={styles.detailBlock}>
            <h3 className={styles.detailTitle}>{t('offer.programme')}</h3>
            <p className={styles.detailText}>{offer.shortProgramIntroWithoutRoom}</p>
          </section>
        ) : null}
        <section className={styles.detailBlock}>
          <h3 className={styles.detailTitle}>{room.label}</h3>
          <p className={styles.detailText}>{room.description}</p>
        </section>
        {room.detailsSection.map((part) => (
          <DetailList key={part.title} title={part.title} items={part.details} />
        ))}
        <DetailList title={t('offer.importantInfos')} items={room.importantInfos} />
        <section className={styles.detailBlock}>
          <h3 className={styles.detailTitle}>{t('offer.cancellation')}</h3>
          <p className={styles.detailText}>
            {offer.cancellationPolicy.message ||
              (offer.cancellationPolicy.cancellable ? t('offer.cancellable') : t('offer.nonCancellable'))}
          </p>
        </section>
        <div className={styles.detailFooter}>
          <OfferPrice offer={offer} />
          <OfferLink offerId={offer.id} />
        </div>
      </div>
    </PageDialog>
  );
}
