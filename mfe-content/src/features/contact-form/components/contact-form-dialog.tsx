import { lazy, Suspense, useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { contactDialogOpenAtom } from '../state/contact-draft';
import styles from './contact-form.module.css';

const loadModal = () =>
  import(/* webpackChunkName: "contact-form-modal" */ './contact-form-modal').then((module) => ({
    default: module.ContactFormModal,
  }));
const ContactFormModal = lazy(loadModal);

/** Fetches the dialog's code ahead, once a press on the button looks likely. */
function prefetchModal() {
  // A failed early download is tried again, and reported, by the render that needs it.
  loadModal().catch(() => undefined);
}

/**
 * The "Leave a message" button and the dialog it opens. The dialog (and its form) is drawn only
 * once it opens, in the browser, and downloaded then: the contact page paints without it.
 */
export function ContactFormDialog() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useAtom(contactDialogOpenAtom);
  // Once wanted, the dialog stays mounted and opens and closes itself, as react-aria expects (it
  // then gives the focus back to the button).
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  return (
    <>
      <Button
        className={styles.openButton}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={prefetchModal}
        onFocus={prefetchModal}
        onPress={() => setOpen(true)}
      >
        {t('contact.form.open')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ContactFormModal isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
