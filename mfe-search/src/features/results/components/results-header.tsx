import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { bcp47 } from '@escapade/shared-contracts/locales';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './results-header.module.css';

/** The result count above the grid, with the dates and travellers it was searched for. */
export function ResultsHeader({ count, criteria }: { count: number | null; criteria: SearchCriteria }) {
  const { t } = useTranslation(['results', 'search-box']);
  const { locale } = useRemoteProps();
  const day = (iso: string) =>
    DateTime.fromISO(iso).setLocale(bcp47(locale)).toLocaleString({ weekday: 'short', day: 'numeric', month: 'short' });
  const parts = [
    criteria.checkin && criteria.checkout
      ? t('results.dates', { checkin: day(criteria.checkin), checkout: day(criteria.checkout) })
      : null,
    criteria.flow === 'activity'
      ? t('search-box:searchBox.travellers.participants', { count: criteria.adults })
      : [
          t('search-box:searchBox.travellers.adults', { count: criteria.adults }),
          criteria.children > 0 ? t('search-box:searchBox.travellers.children', { count: criteria.children }) : null,
          criteria.babies > 0 ? t('search-box:searchBox.travellers.babies', { count: criteria.babies }) : null,
        ]
          .filter(Boolean)
          .join(', '),
  ].filter(Boolean);

  return (
    <div className={styles.header}>
      <h2 className={styles.count} aria-live="polite">
        {count === null ? (
          <span className={styles.countPlaceholder} aria-hidden="true" />
        ) : (
          t('results.count', { count })
        )}
      </h2>
      <p className={styles.summary}>{parts.join(' · ')}</p>
    </div>
  );
}
