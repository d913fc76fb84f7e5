import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GiftPriceListEntry } from '../api/get-gift-price-list';
import { NightsChoice } from './nights-choice';
import setupStyles from './gift-setup.module.css';
import styles from './setup-steps.module.css';

interface NightsStepProps {
  priceList: GiftPriceListEntry[];
  nights: number | undefined;
  onChooseNights(nights: number): void;
}

/** Step 1 of the gift set-up: the page's heading and the choice of nights. */
export function NightsStep({ priceList, nights, onChooseNights }: NightsStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h1 id={headingId} className={setupStyles.heading}>
        {t('giftSetup.nights.heading')}
      </h1>
      <NightsChoice labelledBy={headingId} priceList={priceList} nights={nights} onChange={onChooseNights} />
    </section>
  );
}
