import { useTranslation } from 'react-i18next';
import type { StayDetail } from '../api/get-stay-detail';
import styles from './stay-sections.module.css';

/** The offer and hotel descriptions and the practical information. */
export function StayDescriptions({
  detail,
  showCancellationPolicy,
}: {
  detail: StayDetail;
  showCancellationPolicy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {detail.description ? (
        <section className={styles.section} aria-labelledby="stay-about-title">
          <h2 id="stay-about-title" className={styles.sectionTitle}>
            {t('stay.about.title')}
          </h2>
          <p className={styles.text}>{detail.description}</p>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="stay-hotel-title">
        <h2 id="stay-hotel-title" className={styles.sectionTitle}>
          {t('stay.hotelSection.title')}
        </h2>
        <p className={styles.text}>{detail.hotel.description}</p>
        <p className={styles.muted}>
          {[detail.hotel.location.address, detail.hotel.location.zipCode, detail.hotel.location.label]
            .filter(Boolean)
            .join(', ')}
        </p>
        <p className={styles.muted}>
          {t('stay.hotelSection.checkInOut', {
            checkin: detail.hotel.checkInOut.checkin,
            checkout: detail.hotel.checkInOut.checkout,
          })}
        </p>
      </section>
      {showCancellationPolicy && detail.cancellationPolicy.message ? (
        <section className={styles.section} aria-labelledby="stay-practical-title">
          <h2 id="stay-practical-title" className={styles.sectionTitle}>
            {t('stay.practical.title')}
          </h2>
          <h3 className={styles.subTitle}>{t('stay.practical.cancellation')}</h3>
          <p className={styles.text}>{detail.cancellationPolicy.message}</p>
        </section>
      ) : null}
    </>
  );
}
