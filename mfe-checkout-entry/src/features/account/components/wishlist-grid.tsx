import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { showableItems } from '../utils/wishlist-items';
import styles from './account-area.module.css';

/** The picture's frame on the cards (16:9), asked of the image generator at this size. */
const IMAGE_SIZE = { width: 640, height: 360 };

/**
 * The items kept on the customer's account, as cards. The shell keeps the wishlist: removing an
 * item asks it to (`wishlist:toggle`), as a product's heart does; the card goes at once.
 */
export function WishlistGrid({ items }: { items: readonly WishlistItem[] }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const count = useRef<HTMLParagraphElement>(null);
  const shown = showableItems(items).filter((item) => !removed.has(item.id));

  // The pressed button is gone with its card: the focus waits on the count of what is left.
  const removedCount = removed.size;
  useEffect(() => {
    if (removedCount > 0) count.current?.focus();
  }, [removedCount]);

  function remove(item: WishlistItem) {
    props.bus.emit('wishlist:toggle', item);
    setRemoved((previous) => new Set(previous).add(item.id));
  }

  if (shown.length === 0) {
    return (
      <section className={styles.inlineNotice}>
        <p className={styles.noticeTitle} ref={count} tabIndex={-1}>
          {t('account.wishlist.empty')}
        </p>
        <p className={styles.noticeText}>{t('account.wishlist.emptyHint')}</p>
        <a className={styles.action} {...shopLinkProps(props, { kind: 'search' })}>
          {t('account.wishlist.emptyAction')}
        </a>
      </section>
    );
  }
  return (
    <>
      <p className={styles.count} ref={count} tabIndex={-1} aria-live="polite">
        {t('account.wishlist.count', { count: shown.length })}
      </p>
      <ul className={styles.wishlistGrid}>
        {shown.map((item) => (
          <li key={`${item.type}-${item.id}`} className={styles.wishCard}>
            <img
              className={styles.wishImage}
              src={apiImageUrl(props.apiBase, item.imageUrl, IMAGE_SIZE)}
              alt=""
              width={IMAGE_SIZE.width}
              height={IMAGE_SIZE.height}
              loading="lazy"
            />
            <div className={styles.wishBody}>
              <h2 className={styles.wishTitle}>
                {/* The item's own address, as the shell kept it (a path of the shop). */}
                <a className={styles.wishLink} href={item.uri}>
                  {item.label}
                </a>
              </h2>
              {item.hotel?.label ? <p className={styles.tripHotel}>{item.hotel.label}</p> : null}
              <Button
                className={styles.removeButton}
                aria-label={t('account.wishlist.removeLabel', { label: item.label })}
                onPress={() => remove(item)}
              >
                {t('account.wishlist.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
