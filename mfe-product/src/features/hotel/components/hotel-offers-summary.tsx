import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { OnDemand } from '../../../components/on-demand';
import { useOnDemandOverlay } from '../../../hooks/use-on-demand-overlay';
import { onDemandComponent } from '../../../utils/on-demand-component';
import type { HotelDetail } from '../api/get-hotel-detail';
import { hotelOffers } from '../utils/hotel-offers';
import { OfferPrice } from './offer-price';
import styles from './hotel-offers-panel.module.css';

const HotelOffersPanel = onDemandComponent(() =>
  import(/* webpackChunkName: "hotel-offers-panel" */ './hotel-offers-panel').then((module) => module.HotelOffersPanel),
);

/** The hotel's best price and how many stays it sells; opens the side panel listing them. */
export function HotelOffersSummary({ detail }: { detail: HotelDetail }) {
  const { t } = useTranslation('hotel');
  const panel = useOnDemandOverlay();
  const titleId = useId();
  const offers = hotelOffers(detail);
  const main = offers[0];
  if (!main) return null;
  const city = detail.breadcrumb.find((place) => place.placeType === 'city');
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {t('summary.title')}
      </h2>
      <OfferPrice offer={main.offer} />
      <p className={styles.count}>{t('summary.count', { count: offers.length })}</p>
      <Button className={styles.open} {...HotelOffersPanel.overlayOpenerProps(panel.isOpen, panel.open)}>
        {t('summary.open')}
      </Button>
      {panel.wasOpened ? (
        <OnDemand part="hotel-offers-panel" fallback={null}>
          <HotelOffersPanel.Component
            hotelLabel={detail.label}
            offers={offers}
            city={city}
            isOpen={panel.isOpen}
            onOpenChange={panel.setOpen}
          />
        </OnDemand>
      ) : null}
    </section>
  );
}
