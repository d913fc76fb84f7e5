import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PointOfSaleId } from '@escapade/shared-contracts/locales';
import { SUPERVISORY_AUTHORITIES } from '../utils/payment-terms';
import styles from './footer.module.css';

const DATA_RIGHTS = [
  'access',
  'rectification',
  'deletion',
  'limitation',
  'portability',
  'opposition',
  'complaint',
] as const;

interface BookingLegalBlockProps {
  pointOfSale: PointOfSaleId;
  /** Null when the static pages are not available on this site. */
  salesConditionsHref: string | null;
  dataProtectionHref: string | null;
}

/**
 * The booking legal block of the footer, on booking pages only: the terms the customer
 * agrees to, the package travel directive notes and the data controller notes with the customer's rights.
 */
export function BookingLegalBlock({ pointOfSale, salesConditionsHref, dataProtectionHref }: BookingLegalBlockProps) {
  const { t } = useTranslation('marketing');
  const headingId = useId();
  const maybeLink = (href: string | null) => (href ? <Link className={styles.inlineLink} to={href} /> : <span />);

  return (
    <section className={styles.bookingLegal} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.columnTitle}>
        {t('footer.bookingLegal.heading')}
      </h2>
      <p>
        <Trans t={t} i18nKey="footer.bookingLegal.terms" components={{ sales: maybeLink(salesConditionsHref) }} />
      </p>
      <p>{t('footer.bookingLegal.packageDirective')}</p>
      <p>{t('footer.bookingLegal.packageProtection')}</p>
      <p>
        <Trans
          t={t}
          i18nKey="footer.bookingLegal.dataController"
          components={{ privacy: maybeLink(dataProtectionHref) }}
        />
      </p>
      <ul className={styles.rights}>
        {DATA_RIGHTS.map((right) => (
          <li key={right}>
            {t(`footer.bookingLegal.rights.${right}`, { authority: SUPERVISORY_AUTHORITIES[pointOfSale] })}
          </li>
        ))}
      </ul>
    </section>
  );
}
