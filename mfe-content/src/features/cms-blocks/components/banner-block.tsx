import { useId } from 'react';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { useRemoteProps } from '../../../context/remote-props';
import type { BannerBlock } from './cms-block';
import { CmsLinkAnchor } from './cms-link-anchor';
import styles from './banner-block.module.css';
import common from './cms-blocks.module.css';

/** Screens up to this width (phones) show the banner's mobile picture, wider ones its main picture. */
export const BANNER_MOBILE_MAX_WIDTH_PX = 599;

/** Sizes asked of the image generator: a tall phone frame and a wide desktop strip. */
const BANNER_MOBILE_SIZE = { width: 750, height: 360 };
const BANNER_DESKTOP_SIZE = { width: 1920, height: 595 };

/** A promotional banner: a picture chosen by screen width, a title, a line and a call to action. */
export function BannerBlockView({ block }: { block: BannerBlock }) {
  const { apiBase } = useRemoteProps();
  const titleId = useId();
  return (
    <section className={`${common.block} ${styles.banner}`} aria-labelledby={titleId}>
      <picture className={styles.picture}>
        <source
          media={`(max-width: ${BANNER_MOBILE_MAX_WIDTH_PX}px)`}
          srcSet={apiImageUrl(apiBase, block.imageMobile.url, BANNER_MOBILE_SIZE)}
          width={BANNER_MOBILE_SIZE.width}
          height={BANNER_MOBILE_SIZE.height}
        />
        <img
          className={styles.image}
          src={apiImageUrl(apiBase, block.image.url, BANNER_DESKTOP_SIZE)}
          alt={block.image.alt}
          width={BANNER_DESKTOP_SIZE.width}
          height={BANNER_DESKTOP_SIZE.height}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {block.title}
        </h2>
        <p className={styles.subtitle}>{block.subtitle}</p>
        <CmsLinkAnchor link={block.cta} className={`${common.button} ${styles.cta}`} />
      </div>
    </section>
  );
}
