import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { OnDemand } from '../../../components/on-demand';
import { useRemoteProps } from '../../../context/remote-props';
import { useOnDemandOverlay } from '../../../hooks/use-on-demand-overlay';
import { onDemandComponent } from '../../../utils/on-demand-component';
import type { ActivityDetail } from '../api/get-activity-detail';
import { useActivityParticipants } from '../state/use-activity-participants';
import { ACTIVITY_VOUCHER_VALIDITY_MONTHS, activityAddToCart, activityCheckoutTarget } from '../utils/checkout';
import { priceForParticipants } from '../utils/participants';
import { ActivityPrice } from './activity-price';
import { ParticipantsStepper } from './participants-stepper';
import styles from './activity-purchase.module.css';

/** The summary shown before checkout is downloaded when a shopper is about to open it. */
const SummaryDialog = onDemandComponent(() =>
  import(/* webpackChunkName: "activity-summary-dialog" */ './activity-summary-dialog').then(
    (module) => module.ActivitySummaryDialog,
  ),
);

/** The panel's element id. */
export const ACTIVITY_PURCHASE_SECTION_ID = 'activity-purchase';

/**
 * Participants, the price for them and the two ways to buy: "Offer" (a gift) and "Buy for myself".
 * Either opens a summary whose Continue goes to the checkout entry; closing it forgets the choice.
 */
export function ActivityPurchasePanel({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation('activity');
  const props = useRemoteProps();
  const activityId = String(detail.id);
  const { participants, pricedCounts, setParticipants } = useActivityParticipants(activityId, detail.prices);
  const price = priceForParticipants(detail.prices, participants);
  const summary = useOnDemandOverlay();
  const [ownUse, setOwnUse] = useState(false);

  const openSummary = (forMyself: boolean) => () => {
    setOwnUse(forMyself);
    summary.open();
  };
  const onSummaryOpenChange = (isOpen: boolean) => {
    // A summary closed without going on leaves no choice behind: the next one starts as a gift.
    if (!isOpen) setOwnUse(false);
    summary.setOpen(isOpen);
  };
  const continueToCheckout = () => {
    if (!price) return;
    props.bus.emit('tracking:event', activityAddToCart(detail, participants, price));
    props.navigate(activityCheckoutTarget(activityId, participants, ownUse));
  };

  return (
    <aside id={ACTIVITY_PURCHASE_SECTION_ID} className={styles.panel} aria-labelledby="activity-purchase-title">
      <h2 id="activity-purchase-title" className={styles.title}>
        {t('purchase.title')}
      </h2>
      <ParticipantsStepper value={participants} pricedCounts={pricedCounts} onChange={setParticipants} />
      {price ? (
        <>
          <ActivityPrice price={price} participants={participants} />
          <p className={styles.validity}>{t('purchase.validity', { count: ACTIVITY_VOUCHER_VALIDITY_MONTHS })}</p>
          <div className={styles.actions}>
            <Button
              className={styles.primaryAction}
              {...SummaryDialog.overlayOpenerProps(summary.isOpen && !ownUse, openSummary(false))}
            >
              {t('purchase.offer')}
            </Button>
            <Button
              className={styles.secondaryAction}
              {...SummaryDialog.overlayOpenerProps(summary.isOpen && ownUse, openSummary(true))}
            >
              {t('purchase.buyForMyself')}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.unavailable}>{t('purchase.unavailable')}</p>
      )}
      {/* Rendered from the first opening on: until then its code is not needed. */}
      {summary.wasOpened && price ? (
        <OnDemand part="activity-summary-dialog" fallback={null}>
          <SummaryDialog.Component
            isOpen={summary.isOpen}
            onOpenChange={onSummaryOpenChange}
            activity={detail.label}
            centre={detail.mainActivityCenter.label}
            participants={participants}
            price={price}
            ownUse={ownUse}
            onContinue={continueToCheckout}
          />
        </OnDemand>
      ) : null}
    </aside>
  );
}
