import { useTranslation } from 'react-i18next';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import type { HotelReviewsPage } from '../api/get-hotel-reviews';
import styles from './reviews.module.css';

/** Marks are out of 10. */
const SCALE_MAX = 10;

/** The hotel's mark per criterion (welcome, comfort…), each as a bar on the 0 to 10 scale. */
export function ReviewCriteria({ details }: { details: NonNullable<HotelReviewsPage['details']> }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const format = new Intl.NumberFormat(bcp47(locale), { maximumFractionDigits: 1 });
  return (
    <dl className={styles.criteria}>
      {details.map(({ label, score }) => (
        <div key={label} className={styles.criterion}>
          <dt className={styles.criterionLabel}>{t(`reviews.criteria.${label}`)}</dt>
          <dd className={styles.criterionValue}>
            <span className={styles.bar} aria-hidden="true">
              <span
                className={styles.barFill}
                style={{ width: `${(Math.min(score, SCALE_MAX) / SCALE_MAX) * 100}%` }}
              />
            </span>
            <span>{format.format(score)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
