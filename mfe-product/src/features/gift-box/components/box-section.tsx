import type { ReactNode } from 'react';
import styles from './box-sections.module.css';

/** A titled part of the box page; the title names the region for screen readers. */
export function BoxSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
