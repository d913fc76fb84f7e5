import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { bcp47 } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../context/remote-props';
import { stressBadges, type StressSignals } from '../utils/stress-badges';
import styles from './stress-badge-list.module.css';

/**
 * At most two short messages that tell the shopper why not to wait (rooms left, last minute, the
 * offer's last day, the team's own labels), each in its colour.
 */
export function StressBadgeList({ signals, flow }: { signals: StressSignals; flow: Flow }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const badges = stressBadges(signals, flow, DateTime.now());
  if (badges.length === 0) return null;
  const textOf = (badge: (typeof badges)[number]) => {
    switch (badge.kind) {
      case 'roomsLeft':
        return t('stress.roomsLeft', { count: Number(badge.value) });
      case 'lastMinute':
        return t('stress.lastMinute');
      case 'expiry':
        return t('stress.expiry', {
          date: DateTime.fromISO(String(badge.value)).setLocale(bcp47(locale)).toLocaleString(DateTime.DATE_FULL),
        });
      default:
        return String(badge.value);
    }
  };
  return (
    <ul className={styles.list} aria-label={t('stress.label')}>
      {badges.map((badge) => (
        <li key={`${badge.kind}-${String(badge.value)}`} className={`${styles.badge} ${styles[badge.colour]}`}>
          {textOf(badge)}
        </li>
      ))}
    </ul>
  );
}
