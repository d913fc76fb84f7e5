import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { ImageMosaicSkeleton } from '../../gallery/components/image-mosaic';
import { StayLayout } from '../../stay-detail/components/stay-layout';
import styles from './hotel-page-skeleton.module.css';

/** Grey blocks in the page's final places and sizes, so nothing jumps when the hotel arrives. */
export function HotelPageSkeleton() {
  const { t } = useTranslation('hotel');
  return (
    <StayLayout
      busy
      gallery={
        <>
          <VisuallyHidden elementType="p" role="status">
            {t('loading')}
          </VisuallyHidden>
          <div className={`${styles.block} ${styles.breadcrumb}`} aria-hidden="true" />
          <ImageMosaicSkeleton />
        </>
      }
      header={
        <div className={styles.stack} aria-hidden="true">
          <div className={`${styles.block} ${styles.title}`} />
          <div className={`${styles.block} ${styles.shortLine}`} />
          <div className={`${styles.block} ${styles.line}`} />
        </div>
      }
      panel={<div className={`${styles.block} ${styles.panel}`} aria-hidden="true" />}
      body={
        <div className={styles.stack} aria-hidden="true">
          <div className={`${styles.block} ${styles.tabs}`} />
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`${styles.block} ${styles.line}`} />
          ))}
          <div className={`${styles.block} ${styles.card}`} />
        </div>
      }
    />
  );
}
