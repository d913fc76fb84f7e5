import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentlyViewed, RecentlyViewedItem } from '@escapade/shared-contracts/event-bus';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './recently-viewed-list.module.css';

/** The home page shows at most this many of the products viewed lately. */
export const RECENTLY_VIEWED_SHOWN = 8;

const NOTHING: RecentlyViewed = { stays: [], activities: [] };

/** The shell's lists, as it last announced them; nothing on the server (it cannot know). */
function useRecentlyViewed(): RecentlyViewed {
  const { bus } = useRemoteProps();
  const subscribe = useCallback((onChange: () => void) => bus.on('recentlyViewed:changed', onChange), [bus]);
  return useSyncExternalStore(
    subscribe,
    () => bus.last('recentlyViewed:changed') ?? NOTHING,
    () => NOTHING,
  );
}

/** Newest stays first, then activities, up to the number shown. */
function shownItems(lists: RecentlyViewed): RecentlyViewedItem[] {
  return [...lists.stays, ...lists.activities].slice(0, RECENTLY_VIEWED_SHOWN);
}

/**
 * "Recently viewed": the stays and activities the visitor looked at lately, kept by the shell in
 * this browser, each a link back to its page. Not shown until there is one.
 */
export function RecentlyViewedList() {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const items = shownItems(useRecentlyViewed());
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title" className={styles.title}>
        {t('recentlyViewed.title')}
      </h2>
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={`${item.type}-${item.id}`} className={styles.card}>
            <img
              className={styles.image}
              src={item.imageUrl}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.body}>
              <a className={styles.link} href={item.uri}>
                {item.label}
              </a>
              {item.hotel ? <span className={styles.hotel}>{item.hotel.label}</span> : null}
              {item.price ? (
                <span className={styles.price}>
                  {t('recentlyViewed.from', { price: formatEuros(item.price.sellPrice, locale) })}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
