import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import { HolidayIllustration } from './holiday-illustration';
import { reloadPage } from '../utils/reload-page';
import styles from './error-alert-modal.module.css';

/** The alert dialog itself, open from its first render: closing it — button or Escape — reloads the page. */
export function ErrorAlertDialog() {
  const { t } = useTranslation('platform');
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) reloadPage();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog} aria-describedby="error-alert-text">
          <HolidayIllustration className={styles.illustration} />
          <Heading slot="title" className={styles.title}>
            {t('errorAlert.title')}
          </Heading>
          <p id="error-alert-text" className={styles.text}>
            {t('errorAlert.text')}
          </p>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog focuses its one way out when it opens */}
          <Button className={styles.reloadButton} slot="close" autoFocus>
            {t('errorAlert.reload')}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
