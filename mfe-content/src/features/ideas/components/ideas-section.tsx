import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { IdeasSection as IdeasSectionContent } from '../api/get-cms-ideas';
import { useSectionExpanded } from '../state/expanded-sections';
import { IdeaTile } from './idea-tile';
import styles from './ideas.module.css';

/** Ideas a section shows before See more: two full rows on phones (2 columns) and desktops (3). */
export const IDEAS_ITEMS_PER_PAGE = 6;

/**
 * A section of ideas under its title: the first `IDEAS_ITEMS_PER_PAGE` tiles, and a See more
 * button that shows the rest (See less folds them again). The hidden tiles stay in the markup, so
 * search engines still find every idea.
 */
export function IdeasSection({ section, eagerImages }: { section: IdeasSectionContent; eagerImages: number }) {
  const { t } = useTranslation();
  const [expanded, toggle] = useSectionExpanded(section.id);
  const titleId = useId();
  const listId = useId();
  const folded = section.items.length > IDEAS_ITEMS_PER_PAGE;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeading}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {section.title}
        </h2>
        <p className={styles.sectionCount}>{t('ideas.count', { count: section.items.length })}</p>
      </div>
      <ul id={listId} className={styles.tiles}>
        {section.items.map((item, index) => (
          <li key={item.id} className={styles.tileItem} hidden={!expanded && index >= IDEAS_ITEMS_PER_PAGE}>
            <IdeaTile item={item} eager={index < eagerImages} />
          </li>
        ))}
      </ul>
      {folded ? (
        <Button className={styles.moreButton} aria-expanded={expanded} aria-controls={listId} onPress={toggle}>
          {expanded ? t('ideas.seeLess') : t('ideas.seeMore')}
        </Button>
      ) : null}
    </section>
  );
}
