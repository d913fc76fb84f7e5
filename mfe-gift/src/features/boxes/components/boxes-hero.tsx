import { useTranslation } from 'react-i18next';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { useRemoteProps } from '../../../context/remote-props';
import type { BoxCard } from '../api/search-boxes';
import styles from './boxes.module.css';

/** The hero's picture frame, a size the api renders (16:9). */
const HERO_IMAGE = { width: 960, height: 540 } as const;

/**
 * The page's title and promise, beside a picture of the first box (a stay it gives access to).
 * The frame keeps its size without a picture (loading, no box): a plain coloured panel then.
 */
export function BoxesHero({ box }: { box: BoxCard | undefined }) {
  const { t } = useTranslation();
  const { apiBase } = useRemoteProps();
  const picture = box ? box.images.catalog || box.images.main || box.imageUrl : '';
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <h1 className={styles.heroTitle}>{t('boxes.hero.title')}</h1>
        <p className={styles.heroSubtitle}>{t('boxes.hero.subtitle')}</p>
      </div>
      <div className={styles.heroFrame}>
        {picture ? (
          <img
            className={styles.heroImage}
            src={apiImageUrl(apiBase, picture, HERO_IMAGE)}
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          <span className={styles.heroPlain} aria-hidden="true" />
        )}
      </div>
    </header>
  );
}
