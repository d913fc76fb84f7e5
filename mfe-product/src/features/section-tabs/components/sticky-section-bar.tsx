import { useRef, type ReactNode, type RefObject } from 'react';
import { usePublishedHeight } from '../../../hooks/use-published-height';
import { useScrolledPast } from '../../../hooks/use-scrolled-past';
import { scrollToSection, SECTION_BAR_HEIGHT_PROPERTY } from '../utils/scroll-to-section';
import { SectionTabs, type PageSection } from './section-tabs';
import styles from './sticky-section-bar.module.css';

interface StickySectionBarProps {
  /** The page's own tabs: the bar shows once they have scrolled out of view. */
  watched: RefObject<HTMLElement | null>;
  title: string;
  sections: readonly PageSection[];
  /** The price, on the right. */
  price: ReactNode;
  /** The button after the price: it scrolls to a section of the page (the booking panel). */
  action: { label: string; sectionId: string };
}

/**
 * Desktop only: once the page's tabs have scrolled away above the screen, a bar stays right below
 * the site's sticky header with the offer's title, the same tabs and the booking summary. Hidden
 * from assistive technology and the keyboard: it repeats what the page already offers. Its height
 * is published (SECTION_BAR_HEIGHT_PROPERTY) so sections and the booking panel stay clear of it.
 */
export function StickySectionBar({ watched, title, sections, price, action }: StickySectionBarProps) {
  const shown = useScrolledPast(watched);
  const bar = useRef<HTMLDivElement>(null);
  usePublishedHeight(bar, SECTION_BAR_HEIGHT_PROPERTY);

  return (
    <div ref={bar} className={styles.bar} data-shown={shown || undefined} aria-hidden="true" inert={!shown}>
      <div className={styles.inner}>
        <div className={styles.main}>
          <p className={styles.title}>{title}</p>
          <SectionTabs sections={sections} className={styles.tabs} />
        </div>
        <div className={styles.aside}>
          {price}
          <button type="button" className={styles.action} onClick={() => scrollToSection(action.sectionId)}>
            {action.label}
          </button>
        </div>
      </div>
    </div>
  );
}
