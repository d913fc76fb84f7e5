import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { useHotelCriteria } from '../state/use-hotel-criteria';
import { placeSearchTarget } from '../utils/hotel-targets';
import styles from './hotel-sections.module.css';

/** An unknown hotel: say so, and lead to the search with the dates and travellers of the page. */
export function HotelNotFound() {
  const { t } = useTranslation('hotel');
  const props = useRemoteProps();
  const { criteria } = useHotelCriteria();
  return (
    <section className={styles.notFound} aria-labelledby="hotel-not-found-title">
      <h1 id="hotel-not-found-title" className={styles.notFoundTitle}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.message')}</p>
      <a className={styles.action} {...shopLinkProps(props, placeSearchTarget(criteria))}>
        {t('notFound.search')}
      </a>
    </section>
  );
}
