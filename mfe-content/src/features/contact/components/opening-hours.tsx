import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import { openingLines, type OpeningSlot } from '../utils/opening-hours';
import styles from './contact.module.css';

/** Opening days and hours, one line per slot, in the locale's words and time format. */
export function OpeningHours({ slots, label }: { slots: readonly OpeningSlot[]; label: string }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  return (
    <dl className={styles.hours} aria-label={label}>
      {openingLines(slots, locale).map((line) => (
        <div key={line.firstDay} className={styles.hoursLine}>
          <dt className={styles.hoursDays}>
            {line.lastDay ? t('contact.hours.dayRange', { first: line.firstDay, last: line.lastDay }) : line.firstDay}
          </dt>
          <dd className={styles.hoursTime}>
            {t('contact.hours.timeRange', { opens: line.opens, closes: line.closes })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
