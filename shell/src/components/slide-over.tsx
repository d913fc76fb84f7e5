import type { ReactNode } from 'react';
// Per-component entries: the shell bundles only the parts of react-aria-components it uses.
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { CloseIcon } from './icons';
import styles from './slide-over.module.css';

interface SlideOverProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Shown visually; when false the heading is kept for screen readers only. */
  showTitle?: boolean;
  /** What the top band shows instead of a visible title (the burger menu: the shop's logo, home). */
  topStart?: (close: () => void) => ReactNode;
  closeLabel: string;
  /** The burger menu comes from the left, the drawers from the right. */
  side?: 'left' | 'right';
  children: (close: () => void) => ReactNode;
}

/**
 * The drawers of the header (gift, wishlist, burger menu): a modal panel sliding over the page.
 * react-aria's modal overlay traps focus inside, closes on Escape and on a click outside, gives
 * focus back, and keeps the page behind from scrolling while it is open.
 */
export function SlideOver({
  isOpen,
  onOpenChange,
  title,
  showTitle = true,
  topStart,
  closeLabel,
  side = 'right',
  children,
}: SlideOverProps) {
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={`${styles.panel} ${side === 'left' ? styles.left : styles.right}`}>
        <Dialog className={styles.dialog} aria-label={showTitle ? undefined : title}>
          {({ close }) => (
            <>
              <div className={styles.top}>
                {showTitle ? (
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                ) : (
                  <span className={styles.spacer}>{topStart?.(close)}</span>
                )}
                <Button className={styles.close} onPress={close} aria-label={closeLabel}>
                  <CloseIcon />
                </Button>
              </div>
              <div className={styles.body}>{children(close)}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
