import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { GalleryImage } from '../utils/gallery-images';
import styles from './gallery-dialog.module.css';

export interface GalleryDialogProps {
  images: GalleryImage[];
  /** The offer title, for the heading. */
  title: string;
  /** The alt text of the photo at an index, the same as in the mosaic. */
  altOf(index: number): string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/**
 * Every photo of the offer, full screen. Opened by the mosaic's "see all" button,
 * and downloaded only when a shopper opens it.
 */
export function GalleryDialog({ images, title, altOf, isOpen, onOpenChange }: GalleryDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.dialogHeader}>
                <Heading slot="title" className={styles.dialogTitle}>
                  {t('gallery.dialogTitle', { title })}
                </Heading>
                <Button className={styles.close} onPress={close}>
                  {t('gallery.close')}
                </Button>
              </div>
              <ul className={styles.fullList}>
                {images.map((image, index) => (
                  <li key={`${index}-${image.large}`} className={styles.fullItem}>
                    <img
                      className={styles.image}
                      src={image.large}
                      alt={altOf(index)}
                      width={960}
                      height={540}
                      loading="lazy"
                      decoding="async"
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
