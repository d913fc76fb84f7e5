import { useTranslation } from 'react-i18next';
import type { StayDetail } from '../api/get-stay-detail';
import { StaySection } from './stay-section';
import styles from './stay-sections.module.css';

/** "The stay": the offer's own description. */
export function StayAbout({ detail }: { detail: StayDetail }) {
  const { t } = useTranslation();
  if (!detail.description) return null;
  return (
    <StaySection section="description" title={t('stay.about.title')}>
      <p className={styles.text}>{detail.description}</p>
    </StaySection>
  );
}

/** The room of the offer: its kind, size, beds and how many it sleeps. */
export function StayRoom({ room }: { room: StayDetail['room'] }) {
  const { t } = useTranslation();
  if (!room) return null;
  return (
    <StaySection section="room" title={t('stay.room.title')}>
      <h3 className={styles.subTitle}>{room.label}</h3>
      <ul className={styles.facts}>
        <li>{t('stay.room.size', { size: room.size })}</li>
        <li>{room.bedding}</li>
        <li>{t('stay.room.capacity', { count: room.capacity })}</li>
      </ul>
    </StaySection>
  );
}

/** The hotel: its description, address and facilities, and the eco-label when it has earned it. */
export function StayHotel({ hotel }: { hotel: StayDetail['hotel'] }) {
  const { t } = useTranslation();
  return (
    <StaySection section="hotel" title={t('stay.hotelSection.title')}>
      <h3 className={styles.subTitle}>{hotel.label}</h3>
      <p className={styles.text}>{hotel.description}</p>
      <p className={styles.muted}>
        {[hotel.location.address, hotel.location.zipCode, hotel.location.label].filter(Boolean).join(', ')}
      </p>
      {hotel.facilities.length > 0 ? (
        <ul className={styles.chips} aria-label={t('stay.hotelSection.facilities')}>
          {hotel.facilities.map((facility) => (
            <li key={facility.id} className={styles.chip}>
              {facility.name}
            </li>
          ))}
        </ul>
      ) : null}
      {hotel.ecoLabel ? <p className={styles.ecoLabel}>{t('stay.hotelSection.ecoLabel')}</p> : null}
    </StaySection>
  );
}
