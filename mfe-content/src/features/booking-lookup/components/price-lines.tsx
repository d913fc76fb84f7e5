import { useTranslation } from 'react-i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { FoundOrder } from '../api/lookup-order';
import styles from './order.module.css';

/** The lines of an order's price and its total; the line of what was bought also names it. */
export function PriceLines({ order, caption, totalLabel }: { order: FoundOrder; caption: string; totalLabel: string }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  return (
    <table className={styles.lines}>
      <caption className={styles.linesCaption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bookingLookup.lines.description')}</th>
          <th scope="col" className={styles.amountCell}>
            {t('bookingLookup.lines.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={`${line.kind}-${index}`}>
            <td>
              {t(`bookingLookup.lines.kinds.${line.kind}`)}
              {line.kind === order.item.kind ? <span className={styles.lineDetail}>{order.item.title}</span> : null}
            </td>
            <td className={styles.amountCell}>{formatEuros(line.amount, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td className={styles.amountCell}>{formatEuros(order.amount, locale)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
