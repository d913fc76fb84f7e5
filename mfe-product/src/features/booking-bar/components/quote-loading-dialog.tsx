import { useTranslation } from 'react-i18next';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import styles from './quote-loading-dialog.module.css';

/**
 * Shown while the api prices the stay before the checkout entry: nothing else can be pressed in
 * the meantime, so Book is never sent twice, and screen readers hear what is going on.
 */
export function QuoteLoadingDialog({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={t('booking.quote.loading')}>
          <span className={styles.spinner} aria-hidden="true" />
          <p role="status" className={styles.text}>
            {t('booking.quote.loading')}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
