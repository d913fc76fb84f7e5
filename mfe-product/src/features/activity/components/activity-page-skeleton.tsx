import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { ActivityLayout } from './activity-layout';
import styles from './activity-page-skeleton.module.css';

/** Grey blocks in the page's final places and sizes, so nothing jumps when the activity arrives. */
export function ActivityPageSkeleton({ gallery }: { gallery: ReactNode }) {
  const { t } = useTranslation('activity');
  return (
    <ActivityLayout
      busy
      breadcrumb={
        <VisuallyHidden elementType="p" role="status">
          {t('loading')}
        </VisuallyHidden>
      }
      gallery={gallery}
      header={
        <div className={styles.stack} aria-hidden="true">
          <div className={`${styles.block} ${styles.title}`} />
          <div className={`${styles.block} ${styles.line}`} />
          <div className={`${styles.block} ${styles.shortLine}`} />
        </div>
      }
      panel={<div className={`${styles.block} ${styles.panel}`} aria-hidden="true" />}
      body={
        <div className={styles.stack} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`${styles.block} ${styles.line}`} />
          ))}
        </div>
      }
    />
  );
}
