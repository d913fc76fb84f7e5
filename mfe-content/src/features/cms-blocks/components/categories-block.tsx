import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { CategoriesBlock, CategoryItem } from './cms-block';
import { BlockHeading } from './block-heading';
import styles from './categories-block.module.css';
import common from './cms-blocks.module.css';

/** Size asked of the image generator for a 4:3 tile. */
const TILE_IMAGE_SIZE = { width: 640, height: 480 };

/**
 * A grid of picture tiles (destinations, themes…), each a link to its page, with the number of
 * stays and the lowest price when the CMS gives them.
 */
export function CategoriesBlockView({ block }: { block: CategoriesBlock }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  const { apiBase, locale } = remoteProps;
  const titleId = useId();

  function detailsOf(item: CategoryItem): string[] {
    const details: string[] = [];
    if (item.offerCount !== undefined) details.push(t('cmsBlocks.offerCount', { count: item.offerCount }));
    if (item.fromPrice !== undefined)
      details.push(t('cmsBlocks.fromPrice', { price: formatEuros(item.fromPrice, locale) }));
    return details;
  }

  return (
    <section className={common.block} aria-labelledby={titleId}>
      <BlockHeading id={titleId} title={block.title} subtitle={block.subtitle} />
      <ul className={styles.tiles}>
        {block.items.map((item) => (
          <li key={item.id}>
            <a className={styles.tile} {...shopLinkProps(remoteProps, item.target)}>
              <img
                className={styles.image}
                src={apiImageUrl(apiBase, item.imageUrl, TILE_IMAGE_SIZE)}
                alt=""
                width={TILE_IMAGE_SIZE.width}
                height={TILE_IMAGE_SIZE.height}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.text}>
                <span className={styles.label}>{item.label}</span>
                {detailsOf(item).map((detail) => (
                  <span key={detail} className={styles.detail}>
                    {detail}
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
