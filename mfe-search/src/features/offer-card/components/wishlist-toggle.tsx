import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import { useRemoteProps } from '../../../context/remote-props';
import { useWishlistIds } from '../state/use-wishlist-ids';
import styles from './wishlist-toggle.module.css';

export interface WishlistToggleProps {
  /** Built when pressed, so the card does not compute it on every render. */
  item: () => WishlistItem;
  id: string;
  className?: string;
}

/**
 * The heart of a card. The shell owns the wishlist: pressing asks it to toggle the item
 * (`wishlist:toggle`) and the pressed state follows what it announces (`wishlist:changed`).
 */
export function WishlistToggle({ item, id, className }: WishlistToggleProps) {
  const { t } = useTranslation('cards');
  const { bus } = useRemoteProps();
  const saved = useWishlistIds(bus).has(id);
  return (
    <ToggleButton
      className={`${styles.toggle}${className ? ` ${className}` : ''}`}
      aria-label={t('wishlist.add')}
      isSelected={saved}
      onChange={() => bus.emit('wishlist:toggle', item())}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0112 7.6a4.3 4.3 0 017.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </ToggleButton>
  );
}
