import { useTranslation } from 'react-i18next';
import styles from './stay-header.module.css';

/** The hotel's star rating, drawn as glyphs but read as "4 stars". */
export function HotelStars({ stars }: { stars: number }) {
  const { t } = useTranslation();
  if (stars <= 0) return null;
  return (
    <span className={styles.stars} role="img" aria-label={t('stay.hotel.stars', { count: stars })}>
      {'★'.repeat(stars)}
    </span>
  );
}
