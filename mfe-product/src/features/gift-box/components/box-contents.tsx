import { useTranslation } from 'react-i18next';
import type { BoxDetail } from '../api/get-box-detail';
import { includedItems } from '../utils/included-content';
import { PageSection } from '../../../components/page-section';
import styles from './box-sections.module.css';

/** The box's title, and how many nights and people each stay of it is for. */
export function BoxHeader({ box }: { box: BoxDetail }) {
  const { t } = useTranslation('box');
  const { nights, people } = box.searchCriteriaProperties;
  return (
    <header className={styles.header}>
      <p className={styles.kicker}>{t('header.kicker')}</p>
      <h1 className={styles.title}>{box.title}</h1>
      <p className={styles.summary}>
        {t('header.summary', {
          nights: t('header.nights', { count: nights }),
          people: t('header.people', { count: people }),
        })}
      </p>
    </header>
  );
}

/** "This box includes": one line per item of the api's newline-separated list. */
export function BoxIncluded({ includedContent }: { includedContent: string }) {
  const { t } = useTranslation('box');
  const items = includedItems(includedContent);
  if (items.length === 0) return null;
  return (
    <PageSection id="box-included" title={t('included.title')}>
      <ul className={styles.included}>
        {items.map((item, index) => (
          <li key={`${index}-${item}`} className={styles.includedItem}>
            <svg className={styles.check} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            {item}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** The box's own description. */
export function BoxDescription({ description }: { description: string }) {
  const { t } = useTranslation('box');
  if (!description) return null;
  return (
    <PageSection id="box-description" title={t('description.title')}>
      <p className={styles.text}>{description}</p>
    </PageSection>
  );
}
