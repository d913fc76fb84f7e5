import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './booking-lookup.module.css';

/** The booking lookup page's frame: title and what to have at hand, the lookup, and where to get help. */
export function BookingLookupLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('bookingLookup.title')}</h1>
      <p className={styles.lead}>{t('bookingLookup.intro')}</p>
      {children}
      <p className={styles.help}>
        {t('bookingLookup.help.text')}{' '}
        <a {...shopLinkProps(remoteProps, { kind: 'contact' })}>{t('bookingLookup.help.link')}</a>
      </p>
    </div>
  );
}
