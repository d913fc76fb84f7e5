import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { formatEuros } from '@escapade/shared-contracts/prices';
import type { CmsBlock, CmsBlockItem } from './cms-block';
import { labelOfItem, searchTargetOfItem, textOfItem } from '../utils/search-target-of-item';
import { BlockHeading } from './block-heading';
import styles from './cms-blocks.module.css';

/** Size asked of the image generator for a 4:3 tile. */
const TILE_IMAGE_SIZE = { width: 640, height: 480 };

/** A grid of image tiles (top destinations…), each a link to its search. */
export function TilesBlock({ block, flow }: { block: CmsBlock; flow: Flow }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  const { apiBase, locale } = remoteProps;

  /** Lines under the name: what a destination offers (stays, cheapest price), else the item's own text. */
  function detailLinesOf(item: CmsBlockItem): string[] {
    const lines = [
      item.offerCount !== undefined ? t('cmsBlocks.offerCount', { count: item.offerCount }) : undefined,
      item.fromPrice !== undefined
        ? t('cmsBlocks.fromPrice', { price: formatEuros(item.fromPrice, locale) })
        : undefined,
    ].filter((line): line is string => line !== undefined);
    const text = textOfItem(item);
    return lines.length > 0 ? lines : text ? [text] : [];
  }

  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <BlockHeading id={titleId} title={block.title} subtitle={block.subtitle} />
      <ul className={styles.tiles}>
        {block.items.map((item, index) => (
          <li key={item.id ?? index}>
            <a className={styles.tile} {...shopLinkProps(remoteProps, searchTargetOfItem(item, flow))}>
              {item.imageUrl ? (
                <img
                  className={styles.tileImage}
                  src={apiImageUrl(apiBase, item.imageUrl, TILE_IMAGE_SIZE)}
                  alt=""
                  loading="lazy"
                />
              ) : (
                <span className={styles.tileImage} aria-hidden="true" />
              )}
              <span className={styles.tileText}>
                <span className={styles.tileLabel}>{labelOfItem(item)}</span>
                {detailLinesOf(item).map((line) => (
                  <span key={line} className={styles.tileDetail}>
                    {line}
                  </span>
                ))}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
