import { useTranslation } from 'react-i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import { touristTaxSummary, type LocalTax } from '../utils/tourist-tax';
import styles from './tourist-tax-lines.module.css';

export interface TouristTaxLinesProps {
  localTax: LocalTax | null | undefined;
  /** The stay's price for the chosen dates, cents. */
  stayPrice: number;
  nights: number;
  /** The travellers: an amount per person and night is counted for each of them, whatever their age. */
  travellers: { adults: number; children: number; babies: number };
}

/** The tourist tax paid at the hotel, what is paid today, and the stay's total with the tax. */
export function TouristTaxLines({ localTax, stayPrice, nights, travellers }: TouristTaxLinesProps) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const participants = travellers.adults + travellers.children + travellers.babies;
  const summary = touristTaxSummary(localTax, { packagePrice: stayPrice, nights, participants });
  if (summary.atHotel === 0) return null;
  return (
    <dl className={styles.lines}>
      <div className={styles.line}>
        <dt>{t('touristTax.atHotel')}</dt>
        <dd>{formatEuros(summary.atHotel, locale)}</dd>
      </div>
      <div className={styles.line}>
        <dt>{t('touristTax.payToday')}</dt>
        <dd>{formatEuros(summary.payToday, locale)}</dd>
      </div>
      <div className={`${styles.line} ${styles.total}`}>
        <dt>{t('touristTax.totalStay')}</dt>
        <dd>{formatEuros(summary.totalStay, locale)}</dd>
      </div>
    </dl>
  );
}
