import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { StayLayout } from './stay-layout';
import styles from './stay-page-skeleton.module.css';

/** Grey blocks in the page's final places and sizes, so nothing jumps when the offer arrives. */
export function StayPageSkeleton({ gallery }: { gallery: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StayLayout
      busy
      gallery={
        <>
          <VisuallyHidden elementType="p" role="status">
            {t('stay.loading')}
          </VisuallyHidden>
          {gallery}
        </>
      }
      header={
        <div className={styles.header} aria-hidden="true">
          <div className={`${styles.block} ${styles.title}`} />
          <div className={`${styles.block} ${styles.line}`} />
          <div className={`${styles.block} ${styles.shortLine}`} />
        </div>
      }
      panel={<div className={`${styles.block} ${styles.panel}`} aria-hidden="true" />}
      body={
        <div className={styles.body} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`${styles.block} ${styles.line}`} />
          ))}
        </div>
      }
    />
  );
}
