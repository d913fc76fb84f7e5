import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { OnDemand } from '../../../components/on-demand';
import { lazyPart } from '../../../utils/lazy-part';
import styles from './cancellation-conditions.module.css';

/** Every card has the button; the modal (and the date rules) come when one is first pressed. */
const CancellationDialog = lazyPart(() =>
  import(/* webpackChunkName: "cancellation-conditions" */ './cancellation-dialog').then(
    (module) => module.CancellationDialog,
  ),
);

export interface CancellationConditionsProps {
  /** The policy's own words from the api ("Free cancellation until …"). */
  message: string;
  /** yyyy-MM-dd, when known: the check-in is the no-refund date. */
  checkin?: string | null;
  /** yyyy-MM-dd, when known. */
  deadline?: string | null;
  className?: string;
}

/** The "Cancellation conditions" button of a cancellable offer and the modal explaining the refund rule. */
export function CancellationConditions({ message, checkin, deadline, className }: CancellationConditionsProps) {
  const { t } = useTranslation('cards');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        className={`${styles.trigger}${className ? ` ${className}` : ''}`}
        {...CancellationDialog.overlayOpenerProps(isOpen, () => setOpen(true))}
      >
        {t('cancellation.open')}
      </Button>
      <OnDemand name="cancellation-conditions" isOpen={isOpen} onFailed={() => setOpen(false)}>
        <CancellationDialog.Component
          message={message}
          checkin={checkin}
          deadline={deadline}
          isOpen={isOpen}
          onOpenChange={setOpen}
        />
      </OnDemand>
    </>
  );
}
