import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { ImageMosaicSkeleton } from '../../gallery/components/image-mosaic';
import { StayLayout } from '../../stay-detail/components/stay-layout';
import styles from './box-notices.module.css';

/** Grey blocks of the header's lines, from the top: kicker, title, nights and people. */
const HEADER_LINES = [styles.kickerBlock, styles.titleBlock, styles.lineBlock];
/** The body's first section: a title and the included items. */
const BODY_LINES = [styles.titleBlock, styles.lineBlock, styles.lineBlock, styles.lineBlock];

/** The box page's frame while the box loads: each block where, and as large as, its content will be. */
export function BoxPageSkeleton() {
  const { t } = useTranslation('box');
  const blocks = (lines: readonly (string | undefined)[]) =>
    lines.map((line, index) => <div key={index} className={`${styles.block} ${line}`} />);
  return (
    <StayLayout
      busy
      gallery={
        <>
          <VisuallyHidden elementType="p" role="status">
            {t('loading')}
          </VisuallyHidden>
          <ImageMosaicSkeleton />
        </>
      }
      header={
        <div className={styles.blocks} aria-hidden="true">
          {blocks(HEADER_LINES)}
        </div>
      }
      panel={<div className={`${styles.block} ${styles.panelBlock}`} aria-hidden="true" />}
      body={
        <div className={styles.blocks} aria-hidden="true">
          {blocks(BODY_LINES)}
        </div>
      }
    />
  );
}
