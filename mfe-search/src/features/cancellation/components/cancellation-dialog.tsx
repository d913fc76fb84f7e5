import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import { refundRuleOf } from '../utils/refund-rule';
import styles from './cancellation-dialog.module.css';
import type { LazyOverlayProps } from '../../../utils/lazy-part';

export interface CancellationDialogProps extends LazyOverlayProps {
  message: string;
  checkin?: string | null;
  deadline?: string | null;
}

/** The modal explaining the refund rule, downloaded when a card's button is first pressed. */
export function CancellationDialog({ message, checkin, deadline, isOpen, onOpenChange }: CancellationDialogProps) {
  const { t } = useTranslation('cards');
  const { locale } = useRemoteProps();
  const rule = refundRuleOf({ checkin, deadline }, bcp47(locale));
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
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
  );
}
