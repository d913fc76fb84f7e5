import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GiftPriceListResponse } from '../api/get-gift-price-list';
import type { StayDetailResponse } from '../api/get-stay-detail';
import { NightsChoice } from './nights-choice';
import { OfferSummary } from './offer-summary';
import { PriceSummary } from './price-summary';
import styles from './gift-setup.module.css';

interface NightsStepProps {
  priceList: GiftPriceListResponse;
  stay: StayDetailResponse | null;
  nights: number | undefined;
  onChooseNights(nights: number): void;
}

/** Step 1 of the gift set-up: the choice of nights beside the offer and the price summary. */
export function NightsStep({ priceList, stay, nights, onChooseNights }: NightsStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const chosenEntry = priceList.priceList.find((entry) => entry.nights === nights);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <h1 id={headingId} className={styles.heading}>
          {t('giftSetup.nights.heading')}
        </h1>
        <NightsChoice
          labelledBy={headingId}
          priceList={priceList.priceList}
          nights={nights}
          onChange={onChooseNights}
        />
      </div>
      <aside className={styles.aside}>
        <OfferSummary stay={stay} fallbackTitle={priceList.label} />
        <PriceSummary entry={chosenEntry} />
      </aside>
    </div>
  );
}
