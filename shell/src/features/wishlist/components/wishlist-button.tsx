import { useId } from 'react';
import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons';
import { useWishlist } from '../state/wishlist-context';
import styles from './wishlist-button.module.css';

interface WishlistButtonProps {
  onPress(): void;
  /** A press may be coming (pointer over it, focus, a finger on it): the drawer's code can be fetched. */
  onPrepare?(): void;
  className?: string;
}

/** The header's heart: opens the drawer; the number of kept items shows on it. */
export function WishlistButton({ onPress, onPrepare, className }: WishlistButtonProps) {
  const { t } = useTranslation('header');
  const { stays, activities } = useWishlist();
  const count = stays.length + activities.length;
  const countId = useId();
  return (
    <Button
      className={`${styles.button} ${className ?? ''}`}
      onPress={onPress}
      onHoverStart={() => onPrepare?.()}
      onFocus={() => onPrepare?.()}
      onPressStart={() => onPrepare?.()}
      aria-label={t('wishlist.open')}
      aria-describedby={count > 0 ? countId : undefined}
    >
      <HeartIcon filled={count > 0} />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
      <span id={countId} hidden>
        {t('wishlist.count', { count })}
      </span>
    </Button>
  );
}
