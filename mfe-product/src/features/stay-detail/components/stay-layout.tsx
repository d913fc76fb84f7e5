import type { ReactNode } from 'react';
import styles from './stay-layout.module.css';

interface StayLayoutProps {
  gallery: ReactNode;
  header: ReactNode;
  panel: ReactNode;
  body: ReactNode;
  busy?: boolean;
}

/**
 * The page grid, shared by the page and its skeleton so both take the same room. Desktop: content
 * left, booking panel right (sticky). Narrower: one column, the panel right after the title.
 */
export function StayLayout({ gallery, header, panel, body, busy }: StayLayoutProps) {
  return (
    <article className={styles.page} aria-busy={busy || undefined}>
      {gallery}
      <div className={styles.columns}>
        <div className={styles.header}>{header}</div>
        <div className={styles.panel}>{panel}</div>
        <div className={styles.body}>{body}</div>
      </div>
    </article>
  );
}
