import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { formatEuros } from '@escapade/shared-contracts/prices';
import type { CmsBlock } from './cms-block';
import { labelOfItem } from '../utils/search-target-of-item';
import { BlockHeading } from './block-heading';
import styles from './cms-blocks.module.css';

/** Size asked of the image generator for a 4:3 box picture. */
const BOX_IMAGE_SIZE = { width: 640, height: 480 };

/**
 * The gift boxes block: picture, name, nights and price of each box. The contract has no box
 * detail route yet, so every card leads to the boxes listing.
 */
export function BoxesBlock({ block }: { block: CmsBlock }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  const { apiBase, locale } = remoteProps;
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <BlockHeading id={titleId} title={block.title} subtitle={block.subtitle} />
      <ul className={styles.tiles}>
        {block.items.map((item, index) => (
          <li key={item.code ?? item.id ?? index}>
            <a
              className={styles.boxCard}
              {...shopLinkProps(remoteProps, { kind: 'giftBoxes', query: { flow: 'gifting' } })}
            >
              {item.imageUrl ? (
                <img
                  className={styles.boxImage}
                  src={apiImageUrl(apiBase, item.imageUrl, BOX_IMAGE_SIZE)}
                  alt=""
                  loading="lazy"
                />
              ) : (
                <span className={styles.boxImage} aria-hidden="true" />
              )}
              <span className={styles.boxText}>
                <span className={styles.boxTitle}>{labelOfItem(item)}</span>
                {item.nights !== undefined ? (
                  <span className={styles.boxNights}>{t('cmsBlocks.boxNights', { count: item.nights })}</span>
                ) : null}
                {item.price !== undefined ? (
                  <span className={styles.boxPrice}>
                    <strong>{formatEuros(item.price, locale)}</strong>
                    {item.referencePrice !== undefined && item.referencePrice > item.price ? (
                      <>
                        <VisuallyHidden elementType="span">
                          {t('cmsBlocks.insteadOf', { price: formatEuros(item.referencePrice, locale) })}
                        </VisuallyHidden>
                        <s aria-hidden="true">{formatEuros(item.referencePrice, locale)}</s>
                      </>
                    ) : null}
                  </span>
                ) : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
