import { useId } from 'react';
import type { Flow } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import type { CmsBlock } from './cms-block';
import { labelOfItem, searchTargetOfItem } from '../utils/search-target-of-item';
import { BlockHeading } from './block-heading';
import styles from './cms-blocks.module.css';

/** Size asked of the image generator for a square theme picture. */
const THEME_IMAGE_SIZE = { width: 240, height: 240 };

/** A row of themes (spa, gastronomy…) that scrolls sideways on narrow screens. */
export function ThemesBlock({ block, flow }: { block: CmsBlock; flow: Flow }) {
  const remoteProps = useRemoteProps();
  const { apiBase } = remoteProps;
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <BlockHeading id={titleId} title={block.title} subtitle={block.subtitle} />
      <ul className={styles.themes}>
        {block.items.map((item, index) => (
          <li key={item.id ?? index} className={styles.themeItem}>
            <a className={styles.theme} {...shopLinkProps(remoteProps, searchTargetOfItem(item, flow))}>
              {item.imageUrl ? (
                <img
                  className={styles.themeImage}
                  src={apiImageUrl(apiBase, item.imageUrl, THEME_IMAGE_SIZE)}
                  alt=""
                  loading="lazy"
                />
              ) : (
                <span className={styles.themeImage} aria-hidden="true" />
              )}
              <span className={styles.themeLabel}>{labelOfItem(item)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
