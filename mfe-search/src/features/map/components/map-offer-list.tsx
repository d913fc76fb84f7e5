import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useRemoteProps } from '../../../context/remote-props';
import { formatEuros } from '@escapade/shared-contracts/prices';
import type { MapMarker } from '../api/search-map-cells';
import styles from './map-offer-list.module.css';

export interface MapOfferListProps {
  /** The markers to name, in the api's order (best first), already limited. */
  markers: readonly MapMarker[];
  /** How many more are on the map but not named (zoom in to list them). */
  hiddenCount: number;
  selectedId: number | null;
  onSelect(id: number): void;
}

/**
 * The markers drawn on the canvas as a list a keyboard or screen-reader user can use: choosing
 * an entry selects its marker and opens the info card. Hidden until one of its entries has focus.
 */
export function MapOfferList({ markers, hiddenCount, selectedId, onSelect }: MapOfferListProps) {
  const { t } = useTranslation('map');
  const { locale } = useRemoteProps();
  if (markers.length === 0) return null;
  return (
    <VisuallyHidden elementType="nav" isFocusable className={styles.panel} aria-label={t('map.list.label')}>
      <h3 className={styles.heading}>{t('map.list.label')}</h3>
      <ul className={styles.list}>
        {markers.map((marker) => {
          const name = marker.label ?? t('map.list.unnamed', { id: marker.id });
          const price =
            typeof marker.sellPrice === 'number'
              ? marker.priceType === 'from-price'
                ? t('map.list.fromPrice', { price: formatEuros(marker.sellPrice, locale) })
                : formatEuros(marker.sellPrice, locale)
              : null;
          return (
            <li key={marker.id}>
              <Button
                className={styles.entry}
                data-marker-id={marker.id}
                aria-current={marker.id === selectedId ? 'true' : undefined}
                onPress={() => onSelect(marker.id)}
              >
                <span className={styles.name}>{name}</span>
                {price ? (
                  <>
                    <VisuallyHidden elementType="span">, </VisuallyHidden>
                    <span className={styles.price}>{price}</span>
                  </>
                ) : null}
              </Button>
            </li>
          );
        })}
      </ul>
      {hiddenCount > 0 ? <p className={styles.more}>{t('map.list.more', { count: hiddenCount })}</p> : null}
    </VisuallyHidden>
  );
}
