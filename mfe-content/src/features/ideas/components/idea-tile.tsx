import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { IdeaItem } from '../api/get-cms-ideas';
import styles from './ideas.module.css';

/** Size asked of the image generator: the tile's 4:3 cover at twice its width on a wide phone. */
export const IDEA_IMAGE_SIZE = { width: 640, height: 480 };

/**
 * One idea: its cover and its name, the whole tile a link. The first tiles of the page are on the
 * first screen and load at once; the others wait until they come near.
 */
export function IdeaTile({ item, eager }: { item: IdeaItem; eager: boolean }) {
  const props = useRemoteProps();
  return (
    <a className={styles.tile} {...shopLinkProps(props, item.target)}>
      <span className={styles.cover}>
        <img
          className={styles.coverImage}
          src={apiImageUrl(props.apiBase, item.imageUrl, IDEA_IMAGE_SIZE)}
          alt=""
          width={IDEA_IMAGE_SIZE.width}
          height={IDEA_IMAGE_SIZE.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </span>
      <span className={styles.tileLabel}>{item.label}</span>
    </a>
  );
}
