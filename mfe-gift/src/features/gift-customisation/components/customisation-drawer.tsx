import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Form } from 'react-aria-components/Form';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useCustomisationForm } from '../state/use-customisation-form';
import type { GiftCustomisation } from '../utils/customisation-rules';
import { CustomisationFields } from './customisation-fields';
import { CloseIcon } from '../../../components/close-icon';
import styles from './customisation.module.css';

export interface CustomisationDrawerProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** What the form starts with (the stored customisation), empty when null. */
  initial: GiftCustomisation | null;
  /** The sender's name is mandatory (a physical voucher prints it). */
  fromNameRequired: boolean;
  /** "Offer" with a valid form: the page saves the value (useStoredCustomisation); the drawer then closes and confirms. */
  onOffer(value: GiftCustomisation): void;
  /**
   * The drawer opens because the page refused to go on without it: the form is checked at once,
   * its errors shown and the focus on the first field in error.
   */
  checkOnOpen?: boolean;
}

/** The form inside the drawer, made afresh at each opening from what is stored. */
function DrawerForm({
  initial,
  fromNameRequired,
  onOffer,
  onClose,
  checkOnOpen = false,
}: Pick<CustomisationDrawerProps, 'initial' | 'fromNameRequired' | 'onOffer' | 'checkOnOpen'> & { onClose(): void }) {
  const { t } = useTranslation();
  const form = useCustomisationForm({ initial, fromNameRequired });
  const { submit } = form;
  // Checked once, when the form appears; the drawer's own focus then stays on the field in error.
  const [checkedAtOpening] = useState(checkOnOpen);
  useEffect(() => {
    if (checkedAtOpening) submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only at the opening
  }, [checkedAtOpening]);
  return (
    <Form
      className={styles.drawerForm}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        const value = form.submit();
        if (value) onOffer(value);
      }}
    >
      <div className={styles.drawerHeader}>
        <Heading slot="title" className={styles.drawerTitle}>
          {t('customisation.drawer.title')}
        </Heading>
        <Button className={styles.close} onPress={onClose} aria-label={t('customisation.drawer.close')}>
          <CloseIcon />
        </Button>
      </div>
      <div className={styles.drawerBody}>
        <p className={styles.intro}>{t('customisation.drawer.intro')}</p>
        <CustomisationFields state={form.fields} />
      </div>
      <div className={styles.drawerActions}>
        <Button type="submit" className={styles.offer}>
          {t('customisation.drawer.offer')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The gift's customisation in a drawer: along the right edge on desktop, the whole screen on a
 * phone. "Offer" checks the fields (focus on the first wrong one), hands the value over, closes
 * and says, in a status message the page keeps, that the personalisation is saved. Escape, the
 * close button or a click outside close it without saving.
 */
export function CustomisationDrawer({
  isOpen,
  onOpenChange,
  initial,
  fromNameRequired,
  onOffer,
  checkOnOpen = false,
}: CustomisationDrawerProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);

  // A new opening takes the last confirmation away.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setSaved(false);
  }

  return (
    <>
      <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog}>
            <DrawerForm
              initial={initial}
              fromNameRequired={fromNameRequired}
              checkOnOpen={checkOnOpen}
              onClose={() => onOpenChange(false)}
              onOffer={(value) => {
                onOffer(value);
                setSaved(true);
                onOpenChange(false);
              }}
            />
          </Dialog>
        </Modal>
      </ModalOverlay>
      <p role="status" className={styles.saved}>
        {saved ? t('customisation.drawer.saved') : ''}
      </p>
    </>
  );
}
