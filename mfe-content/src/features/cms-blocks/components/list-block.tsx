import { useId } from 'react';
import type { Flow } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { CmsBlock, CmsBlockItem } from './cms-block';
import { labelOfItem, searchTargetOfItem, textOfItem } from '../utils/search-target-of-item';
import { BlockHeading } from './block-heading';
import styles from './cms-blocks.module.css';

function leadsToSearch(item: CmsBlockItem): boolean {
  return item.hash !== undefined || item.value !== undefined || item.cityId !== undefined || item.themeId !== undefined;
}

/** A block without pictures: its items as cards, linked to their search when they name one. */
export function ListBlock({ block, flow }: { block: CmsBlock; flow: Flow }) {
  const remoteProps = useRemoteProps();
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <BlockHeading id={titleId} title={block.title} subtitle={block.subtitle} />
      <ul className={styles.list}>
        {block.items.map((item, index) => (
          <li key={item.id ?? index} className={styles.listItem}>
            {leadsToSearch(item) ? (
              <a className={styles.listLink} {...shopLinkProps(remoteProps, searchTargetOfItem(item, flow))}>
                {labelOfItem(item)}
              </a>
            ) : (
              <strong className={styles.listLabel}>{labelOfItem(item)}</strong>
            )}
            {textOfItem(item) ? <p className={styles.listText}>{textOfItem(item)}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
