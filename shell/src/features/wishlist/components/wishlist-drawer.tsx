import { useId } from 'react';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useIsRouteAvailable } from '../../../hooks/use-route-availability';
import { CloseIcon } from '../../../components/icons';
import { isInPageClick } from '@escapade/shared-contracts/shop-link';
import { SlideOver } from '../../../components/slide-over';
import { hrefFor } from '../../../utils/route-table';
import { useWishlist, useWishlistStore } from '../state/wishlist-context';
import type { WishlistType } from '../utils/wishlist-storage';
import styles from './wishlist-drawer.module.css';

/** Origin-relative images come from the api: prefixed with its base. */
function imageSource(apiBase: string, imageUrl: string): string {
  return imageUrl.startsWith('/') && !imageUrl.startsWith('//') ? `${apiBase}${imageUrl}` : imageUrl;
}

interface SectionProps {
  type: WishlistType;
  items: WishlistItem[];
  title: string;
  empty: string;
  addLabel: string;
  addKind: RouteKind;
  onNavigate(): void;
}

function WishlistSection({ type, items, title, empty, addLabel, addKind, onNavigate }: SectionProps) {
  const { t } = useTranslation('header');
  const { locale, apiBase } = useShellEnvironment();
  const isRouteAvailable = useIsRouteAvailable();
  const wishlist = useWishlistStore();
  const headingId = useId();
  const canAdd = isRouteAvailable(addKind);
  if (items.length === 0 && !canAdd) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title} <span className={styles.sectionCount}>({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <Link className={styles.itemLink} to={item.uri} onClick={(event) => isInPageClick(event) && onNavigate()}>
                <img
                  className={styles.image}
                  src={imageSource(apiBase, item.imageUrl)}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                />
                <span className={styles.itemText}>
                  <span className={styles.itemLabel}>{item.label}</span>
                  {item.hotel ? (
                    <span className={styles.hotel}>
                      {item.hotel.label}
                      {item.hotel.stars ? (
                        <>
                          <span className={styles.stars} aria-hidden="true">
                            {' '}
                            {'★'.repeat(item.hotel.stars)}
                          </span>
                          <VisuallyHidden elementType="span">
                            , {t('wishlist.stars', { count: item.hotel.stars })}
                          </VisuallyHidden>
                        </>
                      ) : null}
                    </span>
                  ) : null}
                </span>
              </Link>
              <Button
                className={styles.remove}
                onPress={() => wishlist.remove(type, item.id)}
                aria-label={t('wishlist.remove', { label: item.label })}
              >
                <CloseIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <Link
          className={styles.add}
          to={hrefFor(locale, { kind: addKind })}
          onClick={(event) => isInPageClick(event) && onNavigate()}
        >
          {addLabel}
        </Link>
      ) : null}
    </section>
  );
}

interface WishlistDrawerProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/**
 * The wishlist drawer: stays and activities, each with its empty state and Add items action. Its
 * code is downloaded when it first opens (see the header).
 */
export function WishlistDrawer({ isOpen, onOpenChange }: WishlistDrawerProps) {
  const { t } = useTranslation('header');
  const { stays, activities } = useWishlist();
  return (
    <SlideOver isOpen={isOpen} onOpenChange={onOpenChange} title={t('wishlist.title')} closeLabel={t('wishlist.close')}>
      {(close) => (
        <div className={styles.sections}>
          <WishlistSection
            type="STAY"
            items={stays}
            title={t('wishlist.stays')}
            empty={t('wishlist.emptyStays')}
            addLabel={t('wishlist.addStays')}
            addKind="search"
            onNavigate={close}
          />
          <WishlistSection
            type="ACTIVITY"
            items={activities}
            title={t('wishlist.activities')}
            empty={t('wishlist.emptyActivities')}
            addLabel={t('wishlist.addActivities')}
            addKind="activitySearch"
            onNavigate={close}
          />
        </div>
      )}
    </SlideOver>
  );
}
