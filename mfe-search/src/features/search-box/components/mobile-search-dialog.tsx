import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { SearchBoxForm } from '../state/use-search-box-form';
import { SearchForm } from './search-form';
import styles from './mobile-search-dialog.module.css';
import { CloseIcon } from '../../../components/close-icon';
import type { LazyOverlayProps } from '../../../utils/lazy-part';

export interface MobileSearchDialogProps extends LazyOverlayProps {
  form: SearchBoxForm;
  /** "I am looking for a weekend", "I am searching for a gift"… */
  title: string;
  /** The search ran: the overlay closes. */
  onSearched(): void;
}

/** Phones: the search box's fields full screen, downloaded when the summary is first pressed. */
export function MobileSearchDialog({ form, title, isOpen, onOpenChange, onSearched }: MobileSearchDialogProps) {
  const { t } = useTranslation('search-box');
  const titleId = useId();
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.fullscreen}>
        <Dialog className={styles.dialog} aria-labelledby={titleId}>
          <header className={styles.header}>
            <Heading slot="title" id={titleId} className={styles.title}>
              {title}
            </Heading>
            <Button className={styles.closeButton} slot="close" aria-label={t('searchBox.close')}>
              <CloseIcon />
            </Button>
          </header>
          <SearchForm form={form} layout="overlay" onSearched={onSearched} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
