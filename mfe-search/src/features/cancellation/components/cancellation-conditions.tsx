import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import { refundRuleOf } from '../utils/refund-rule';
import styles from './cancellation-conditions.module.css';

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
  const { locale } = useRemoteProps();
  const rule = refundRuleOf({ checkin, deadline }, bcp47(locale));
  return (
    <DialogTrigger>
      <Button className={`${styles.trigger}${className ? ` ${className}` : ''}`}>{t('cancellation.open')}</Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <Heading slot="title" className={styles.title}>
                  {t('cancellation.title')}
                </Heading>
                {message ? <p className={styles.message}>{message}</p> : null}
                <ul className={styles.rules}>
                  <li className={styles.rule}>
                    <strong className={styles.when}>
                      {rule.deadline
                        ? t('cancellation.beforeDeadlineOn', { date: rule.deadline })
                        : t('cancellation.beforeDeadline')}
                    </strong>
                    <span>{t('cancellation.partialRefund', { percent: rule.beforeDeadlinePercent })}</span>
                  </li>
                  <li className={styles.rule}>
                    <strong className={styles.when}>
                      {rule.noRefundDate
                        ? t('cancellation.fromCheckinOn', { date: rule.noRefundDate })
                        : t('cancellation.fromCheckin')}
                    </strong>
                    <span>{t('cancellation.noRefund')}</span>
                  </li>
                </ul>
                <Button className={styles.close} onPress={close}>
                  {t('cancellation.close')}
                </Button>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
