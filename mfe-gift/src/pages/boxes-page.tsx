import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { BoxesGrid } from '../features/boxes/components/boxes-grid';
import { BoxesHero } from '../features/boxes/components/boxes-hero';
import { useListedBoxes } from '../features/boxes/state/use-listed-boxes';
import { GIFT_PAGE_ROBOTS } from './page-server-data';
import styles from './boxes-page.module.css';

/** The gift boxes for sale: a hero, then one card per box. */
export function BoxesPage() {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const listing = useListedBoxes();
  const title = t('boxes.metaTitle');

  useEffect(() => {
    bus.emit('page:meta', { title, robots: GIFT_PAGE_ROBOTS });
  }, [bus, title]);

  return (
    <div className={styles.page}>
      <BoxesHero box={listing.status === 'ready' ? listing.boxes[0] : undefined} />
      <BoxesGrid listing={listing} />
    </div>
  );
}
