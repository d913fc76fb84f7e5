import type { ReactNode } from 'react';
import styles from './page-section.module.css';

export interface PageSectionProps {
  /** The element's id: tabs and anchors lead there, and the title is `${id}-title`. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** 'wide' leaves more room between the parts of a section with large blocks (room cards). */
  spacing?: 'normal' | 'wide';
}

/** A titled section of a product page, below a rule; its title names the region for screen readers. */
export function PageSection({ id, title, children, spacing = 'normal' }: PageSectionProps) {
  return (
    <section
      id={id}
      className={styles.section}
      data-spacing={spacing === 'wide' ? 'wide' : undefined}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
