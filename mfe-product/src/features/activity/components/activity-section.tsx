import type { ReactNode } from 'react';
import styles from './activity-sections.module.css';

/** A titled section of the activity page. */
export function ActivitySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled list of short texts; nothing when there is none. */
export function InfoList({ title, items, level = 3 }: { title: string; items: readonly string[]; level?: 3 | 4 }) {
  if (items.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.infoBlock}>
      <Heading className={styles.infoTitle}>{title}</Heading>
      <ul className={styles.infoList}>
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
