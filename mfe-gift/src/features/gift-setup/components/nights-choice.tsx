import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { GiftPriceListEntry } from '../api/get-gift-price-list';
import { GiftPrice } from './gift-price';
import styles from './gift-setup.module.css';

interface NightsChoiceProps {
  /** Id of the heading that names the choice. */
  labelledBy: string;
  priceList: GiftPriceListEntry[];
  nights: number | undefined;
  onChange(nights: number): void;
}

/** Step 1 of the gift set-up: the length of stay, each option with its price for 2 people. */
export function NightsChoice({ labelledBy, priceList, nights, onChange }: NightsChoiceProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      className={styles.options}
      value={nights === undefined ? null : String(nights)}
      onChange={(value) => onChange(Number(value))}
    >
      {priceList.map((entry) => (
        <Radio key={entry.nights} value={String(entry.nights)} className={styles.option}>
          <span className={styles.radioMark} aria-hidden="true" />
          <span className={styles.optionText}>
            <span className={styles.optionTitle}>{t('giftSetup.nights.option', { count: entry.nights })}</span>
            <span className={styles.optionPeople}>{t('giftSetup.nights.forTwoPeople')}</span>
          </span>
          <GiftPrice sellPrice={entry.sellPrice} refPrice={entry.refPrice} />
        </Radio>
      ))}
    </RadioGroup>
  );
}
