import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { ContactForm } from './contact-form';
import styles from './contact-form.module.css';

/**
 * The "Leave a message" dialog with its form. Its widgets (the modal, the reason's select and its
 * list) are downloaded when the dialog is first wanted, not with the contact page. Closing puts
 * the focus back where it was, on the button that opened it.
 */
export function ContactFormModal({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.dialogTop}>
            <Heading slot="title" className={styles.dialogTitle}>
              {t('contact.form.title')}
            </Heading>
            <Button slot="close" className={styles.closeButton} aria-label={t('contact.form.close')}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <ContactForm />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
