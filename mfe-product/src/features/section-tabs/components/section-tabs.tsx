import { useTranslation } from 'react-i18next';
import { scrollToSection } from '../utils/scroll-to-section';
import styles from './section-tabs.module.css';

export interface PageSection {
  /** The id of the section element on the page. */
  id: string;
  label: string;
}

/**
 * The page's table of contents: one link per section that has something to show; following one
 * scrolls smoothly to the section, leaving room above it. Real links (#id), so they work before
 * the page's code has run and can be opened in the same page from the keyboard.
 */
export function SectionTabs({ sections, className }: { sections: readonly PageSection[]; className?: string }) {
  const { t } = useTranslation();
  if (sections.length < 2) return null;
  return (
    <nav className={`${styles.tabs}${className ? ` ${className}` : ''}`} aria-label={t('tabs.label')}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              className={styles.tab}
              href={`#${section.id}`}
              onClick={(event) => {
                // The hash carries the stay's criteria: the link scrolls without replacing it.
                event.preventDefault();
                scrollToSection(section.id);
              }}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
