import type { ReactNode } from 'react';
import styles from './activity-layout.module.css';

interface ActivityLayoutProps {
  breadcrumb: ReactNode;
  gallery: ReactNode;
  header: ReactNode;
  panel: ReactNode;
  body: ReactNode;
  busy?: boolean;
}

/**
 * The activity page's grid, shared by the page and its skeleton so both take the same room.
 * Desktop: content left, price and participants right (sticky). Narrower: one column, the panel
 * right after the title.
 */
export function ActivityLayout({ breadcrumb, gallery, header, panel, body, busy }: ActivityLayoutProps) {
  return (
    <article className={styles.page} aria-busy={busy || undefined}>
      <div className={styles.breadcrumb}>{breadcrumb}</div>
      {gallery}
      <div className={styles.columns}>
        <div className={styles.header}>{header}</div>
        <div className={styles.panel}>{panel}</div>
        <div className={styles.body}>{body}</div>
      </div>
    </article>
  );
}
