import { useTranslation } from 'react-i18next';
import type { StayDetail } from '../api/get-stay-detail';
import { StayIcon } from './stay-icon';
import styles from './stay-sections.module.css';

/** "Your stay includes": the programme lines of the offer. */
export function StayIncludes({ programLines }: { programLines: StayDetail['programLines'] }) {
  const { t } = useTranslation();
  if (programLines.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="stay-includes-title">
      <h2 id="stay-includes-title" className={styles.sectionTitle}>
        {t('stay.includes.title')}
      </h2>
      <ul className={styles.includes}>
        {programLines.map((line, index) => (
          <li key={`${line.type}-${index}`} className={styles.includedLine}>
            <span className={styles.includedIcon}>
              <StayIcon kind={line.type} />
            </span>
            {line.title}
          </li>
        ))}
      </ul>
    </section>
  );
}
