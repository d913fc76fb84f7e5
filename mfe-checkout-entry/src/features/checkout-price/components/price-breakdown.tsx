import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { PurchasePrice } from '../../../utils/purchase-body';
import { MAIN_LINE_KINDS, priceRows, type PriceRow } from '../utils/price-rows';
import styles from './price-card.module.css';

/** The price the product was shown at before its own promotion, and the promotion in percent. */
export interface ReferencePrice {
  amount: number;
  percent: number;
}

function rowLabel(t: TFunction, row: PriceRow, promotionCode: string | undefined): string {
  if (row.kind === 'touristTax')
    return t(row.atHotel ? 'checkout.price.line.touristTaxAtHotel' : 'checkout.price.line.touristTax');
  if (row.kind === 'promotion' && promotionCode) return t('checkout.price.line.promotionCode', { code: promotionCode });
  return t(`checkout.price.line.${row.kind}`);
}

/** Each line of the api's price, then what is paid today and, for a stay, what is left for the hotel. */
export function PriceBreakdown({ price, reference }: { price: PurchasePrice; reference?: ReferencePrice | null }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const rows = priceRows(price);
  const promotionCode = price.promotion?.status === 'applied' ? price.promotion.code : undefined;
  return (
    <dl className={styles.rows}>
      {rows.map((row, index) => {
        const isMain = MAIN_LINE_KINDS.includes(row.kind);
        return (
          <div
            key={`${row.kind}-${index}`}
            className={row.amount < 0 ? `${styles.row} ${styles.discount}` : styles.row}
          >
            <dt>{rowLabel(t, row, promotionCode)}</dt>
            <dd>
              {isMain && reference && reference.amount > row.amount ? (
                <>
                  <del className={styles.reference}>{formatEuros(reference.amount, locale)}</del>{' '}
                  {reference.percent > 0 ? (
                    <>
                      <span className={styles.badge}>
                        {t('checkout.price.promo', { percent: reference.percent })}
                      </span>{' '}
                    </>
                  ) : null}
                </>
              ) : null}
              {row.kind === 'shipping' && row.amount === 0
                ? t('checkout.price.freeShipping')
                : formatEuros(row.amount, locale)}
            </dd>
          </div>
        );
      })}
      <div className={`${styles.row} ${styles.totalRow}`}>
        <dt>{t('checkout.price.payToday')}</dt>
        <dd className={styles.total}>{formatEuros(price.payToday, locale)}</dd>
      </div>
      {price.payAtHotel > 0 ? (
        <>
          <div className={styles.row}>
            <dt>{t('checkout.price.payAtHotel')}</dt>
            <dd>{formatEuros(price.payAtHotel, locale)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('checkout.price.totalWithHotel')}</dt>
            <dd>{formatEuros(price.payToday + price.payAtHotel, locale)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
