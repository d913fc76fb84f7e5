import { useId } from 'react';
import type { Flow } from '@escapade/shared-contracts/routes';
import { ShopLink } from '../../../components/shop-link';
import { useRemoteProps } from '../../../remote-props';
import { apiImageUrl } from '../../../utils/api-image-url';
import type { CmsBlock } from '../../home/api/get-cms-homepage';
import { labelOfItem, searchTargetOfItem } from '../utils/search-target-of-item';
import { BlockHeading } from './block-heading';
import styles from './cms-blocks.module.css';

/** Size asked of the image generator for a square theme picture. */
const THEME_IMAGE_SIZE = { width: 240, height: 240 };

/** A row of themes (spa, gastronomy…) that scrolls sideways on narrow screens. */
export function ThemesBlock({ block, flow }: { block: CmsBlock; flow: Flow }) {
  const { apiBase } = useRemoteProps();
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <BlockHeading id={titleId} title={block.title} subtitle={block.subtitle} />
      <ul className={styles.themes}>
        {block.items.map((item, index) => (
          <li key={item.id ?? index} className={styles.themeItem}>
            <ShopLink to={searchTargetOfItem(item, flow)} className={styles.theme}>
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
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
