import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { PageDialog } from '../../../components/page-dialog';
import { useRemoteProps } from '../../../context/remote-props';
import type { ActivityPrice } from '../api/get-activity-detail';
import { ACTIVITY_VOUCHER_VALIDITY_MONTHS } from '../utils/checkout';
import styles from './activity-purchase.module.css';

export interface ActivitySummaryDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  activity: string;
  centre: string;
  participants: number;
  price: ActivityPrice;
  /** Bought for oneself; otherwise offered as a gift. */
  ownUse: boolean;
  onContinue(): void;
}

/** What the shopper is about to buy, before the checkout: activity, centre, participants, price, validity. */
export function ActivitySummaryDialog({
  isOpen,
  onOpenChange,
  activity,
  centre,
  participants,
  price,
  ownUse,
  onContinue,
}: ActivitySummaryDialogProps) {
  const { t } = useTranslation('activity');
  const { locale } = useRemoteProps();
  const lines: [string, string][] = [
    [t('summary.activity'), activity],
    [t('summary.centre'), centre],
    [t('summary.participants'), t('summary.participantCount', { count: participants })],
    [t('summary.purchase'), ownUse ? t('summary.forMyself') : t('summary.asGift')],
    [t('summary.validity'), t('purchase.validity', { count: ACTIVITY_VOUCHER_VALIDITY_MONTHS })],
    [t('summary.price'), formatEuros(price.sellPrice, locale)],
  ];
  return (
    <PageDialog title={t('summary.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.summary}>
        <dl className={styles.summaryLines}>
          {lines.map(([term, value]) => (
            <div key={term} className={styles.summaryLine}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Button className={styles.primaryAction} onPress={onContinue}>
          {t('summary.continue')}
        </Button>
      </div>
    </PageDialog>
  );
}
