import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { contactDialogOpenAtom } from '../state/contact-draft';
import { ContactForm } from './contact-form';
import styles from './contact-form.module.css';

/**
 * The "Leave a message" button and the dialog it opens. The form is drawn only once the dialog
 * opens (in the browser); focus returns to the button when it closes.
 */
export function ContactFormDialog() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useAtom(contactDialogOpenAtom);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className={styles.openButton}>{t('contact.form.open')}</Button>
      <ModalOverlay className={styles.overlay} isDismissable>
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
    </DialogTrigger>
  );
}
