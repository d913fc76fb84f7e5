import { useTranslation } from 'react-i18next';
import { openingLines, type OpeningSlot } from '../utils/opening-hours';
import styles from './contact.module.css';

/** Opening days and hours, one line per slot, in the words and time format of the page's language. */
export function OpeningHours({ slots, label }: { slots: readonly OpeningSlot[]; label: string }) {
  const { t } = useTranslation();
  const lines = openingLines(slots, {
    day: (day) => t(`contact.hours.weekdays.${day}`),
    time: (hour) => t('contact.hours.time', { hour: String(hour), paddedHour: String(hour).padStart(2, '0') }),
  });
  return (
    <dl className={styles.hours} aria-label={label}>
      {lines.map((line) => (
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
