import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { bookingLookupTarget, type LookupAction } from '../../booking-lookup/state/booking-lookup-target';
import styles from './contact.module.css';

/** What a customer can do alone from the booking lookup: modify and cancel see the booking, the invoice prints it. */
const QUICK_ACTIONS: readonly { id: 'modify' | 'cancel' | 'invoice'; action: LookupAction }[] = [
  { id: 'modify', action: 'lookup' },
  { id: 'cancel', action: 'lookup' },
  { id: 'invoice', action: 'invoice' },
];

export function QuickActions() {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('contact.quickActions.title')}
      </h2>
      <ul className={styles.actionCards}>
        {QUICK_ACTIONS.map(({ id, action }) => (
          <li key={id}>
            <a className={styles.actionCard} {...shopLinkProps(remoteProps, bookingLookupTarget(action))}>
              <span className={styles.actionTitle}>{t(`contact.quickActions.${id}.title`)}</span>
              <span className={styles.actionText}>{t(`contact.quickActions.${id}.text`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
