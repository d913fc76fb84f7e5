import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { useHotelCriteria } from '../state/use-hotel-criteria';
import { stayOfferTarget } from '../utils/hotel-targets';
import styles from './hotel-sections.module.css';

/** The offer's stay page with the page's dates and travellers: "Book" once dates are chosen, "See the offer" before. */
export function OfferLink({ offerId, className }: { offerId: number; className?: string }) {
  const { t } = useTranslation('hotel');
  const props = useRemoteProps();
  const { criteria } = useHotelCriteria();
  const hasDates = Boolean(criteria.checkin && criteria.checkout);
  return (
    <a className={className ?? styles.action} {...shopLinkProps(props, stayOfferTarget(offerId, criteria))}>
      {hasDates ? t('offer.book') : t('offer.seeOffer')}
    </a>
  );
}
