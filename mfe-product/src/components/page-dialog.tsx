import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import styles from './page-dialog.module.css';

export interface PageDialogProps {
  title: ReactNode;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  children: ReactNode;
  /**
   * 'full': the whole screen on a phone and a wide centred panel on desktop; 'panel': a narrower one;
   * 'side': a sheet rising from the bottom on a phone, a panel along the right edge on desktop.
   */
  size?: 'full' | 'panel' | 'side';
}

/**
 * The product pages' modal dialog: a title, a close button and scrolling content. Escape, the close
 * button and a click outside close it, focus stays inside while it is open and returns to the
 * button that opened it. Full screen on a phone, where a floating box would leave no room.
 */
export function PageDialog({ title, isOpen, onOpenChange, children, size = 'panel' }: PageDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      className={`${styles.overlay} ${size === 'side' ? styles.sideOverlay : ''}`}
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className={`${styles.modal} ${styles[size]}`}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <Button className={styles.close} onPress={close} aria-label={t('dialog.close')}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </Button>
              </div>
              <div className={styles.body}>{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
