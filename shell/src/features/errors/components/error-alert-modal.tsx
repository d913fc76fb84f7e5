import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { AppError } from '@escapade/shared-contracts/event-bus';
import { useShellEnvironment } from '../../../context/shell-environment';
import { HolidayIllustration } from './holiday-illustration';
import { reloadPage } from '../utils/reload-page';
import styles from './error-alert-modal.module.css';

/**
 * The error alert: a page that cannot go on emits `error:alert` on the bus; the
 * shell shows an alert dialog, and closing it — button or Escape — reloads the page.
 */
export function ErrorAlertModal() {
  const { t } = useTranslation('platform');
  const { bus, reportError } = useShellEnvironment();
  const [alert, setAlert] = useState<AppError | null>(null);

  useEffect(
    () =>
      bus.on('error:alert', (error) => {
        reportError(new Error(error.message), `${error.source} (alert)`);
        setAlert(error);
      }),
    [bus, reportError],
  );

  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={alert !== null}
      isDismissable={false}
      onOpenChange={(isOpen) => {
        if (!isOpen) reloadPage();
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
