import { useId } from 'react';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { useRemoteProps } from '../../../context/remote-props';
import type { MarketingBlock } from './cms-block';
import { CmsLinkAnchor } from './cms-link-anchor';
import styles from './marketing-block.module.css';
import common from './cms-blocks.module.css';

/** Size asked of the image generator: a 16:9 picture for half a desktop row. */
const MARKETING_IMAGE_SIZE = { width: 960, height: 540 };

/** A story of the shop: a picture beside a title, a few lines and a call to action. */
export function MarketingBlockView({ block }: { block: MarketingBlock }) {
  const { apiBase } = useRemoteProps();
  const titleId = useId();
  return (
    <section className={`${common.block} ${styles.marketing}`} aria-labelledby={titleId}>
      <img
        className={styles.image}
        src={apiImageUrl(apiBase, block.image.url, MARKETING_IMAGE_SIZE)}
        alt={block.image.alt}
        width={MARKETING_IMAGE_SIZE.width}
        height={MARKETING_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.text}>
        <h2 id={titleId} className={common.title}>
          {block.title}
        </h2>
        <p className={styles.body}>{block.text}</p>
        <CmsLinkAnchor link={block.cta} className={common.button} />
      </div>
    </section>
  );
}
