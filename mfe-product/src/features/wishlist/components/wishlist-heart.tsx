import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import { useRemoteProps } from '../../../context/remote-props';
import { useIsInWishlist } from '../state/use-wishlist-ids';
import styles from './wishlist-heart.module.css';

/**
 * The product's heart. The shell keeps the wishlist: pressing asks it to add or remove the product
 * (`wishlist:toggle`), and the heart shows what the shell then announces (`wishlist:changed`).
 * The item is built only when pressed.
 */
export function WishlistHeart({ id, item }: { id: string; item: () => WishlistItem }) {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const saved = useIsInWishlist(id);
  return (
    <ToggleButton
      className={styles.heart}
      aria-label={t('wishlist.save')}
      isSelected={saved}
      onChange={() => bus.emit('wishlist:toggle', item())}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        {/* Filled once saved, an outline until then. */}
        <path
          d="M16.5 4A5 5 0 0 0 12 6.6 5 5 0 0 0 7.5 4 4.6 4.6 0 0 0 3 8.7c0 5.3 9 11.3 9 11.3s9-6 9-11.3A4.6 4.6 0 0 0 16.5 4z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={2}
        />
      </svg>
    </ToggleButton>
  );
}
