import { useEffect, useEffectEvent, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { GalleryImage } from '../utils/gallery-images';
import { slideForKey, stepSlide } from '../utils/slide-navigation';
import { SlidePosition } from './slide-position';
import { StepButton } from './step-button';
import styles from './gallery-dialog.module.css';

export interface GalleryDialogProps {
  images: GalleryImage[];
  /** The offer title, for the heading. */
  title: string;
  /** The alt text of the photo at an index, the same as on the page. */
  altOf(index: number): string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** A finger travelling this far sideways (px) over the photo shows the next or previous one. */
const SWIPE_DISTANCE_PX = 40;

/**
 * Every photo of the offer, one at a time, full screen on a phone and in a large panel on desktop:
 * previous and next buttons, a swipe, the arrow keys, Home and End, or a thumbnail below. Opened by
 * the gallery's "see all" button, and downloaded only when a shopper opens it.
 */
export function GalleryDialog({ images, title, altOf, isOpen, onOpenChange }: GalleryDialogProps) {
  const { t } = useTranslation('gallery');
  const count = images.length;
  const [selectedIndex, setSelectedIndex] = useState(0);
  // The offer may come back with fewer photos while the dialog stays open.
  const index = Math.min(selectedIndex, Math.max(0, count - 1));
  const current = images[index];
  const photoId = useId();
  const dialogRef = useRef<HTMLElement>(null);
  const thumbnailsRef = useRef<HTMLUListElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = slideForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    setSelectedIndex(next);
  });

  // react-aria's Dialog takes no key handler; the dialog element itself has the focus once open.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    dialog.addEventListener('keydown', listener);
    return () => dialog.removeEventListener('keydown', listener);
  }, [isOpen]);

  // The shown photo's thumbnail stays in view, and keeps the focus when the arrows move it on.
  useEffect(() => {
    const row = thumbnailsRef.current;
    const thumbnail = row?.querySelectorAll('button')[index];
    if (!isOpen || !row || !thumbnail) return;
    row.scrollLeft = thumbnail.offsetLeft - (row.clientWidth - thumbnail.offsetWidth) / 2;
    if (row.contains(document.activeElement) && document.activeElement !== thumbnail) thumbnail.focus();
  }, [isOpen, index]);

  // The photos on either side are fetched ahead, so the next one shows at once.
  useEffect(() => {
    if (!isOpen || count < 2) return;
    for (const neighbour of [stepSlide(index, -1, count), stepSlide(index, 1, count)]) {
      const url = images[neighbour]?.large;
      if (url) new Image().src = url;
    }
  }, [isOpen, index, count, images]);

  const onPointerDown = (event: PointerEvent) => {
    // Mouse users have the buttons; fingers and pens swipe.
    swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const travelX = event.clientX - start.x;
    if (Math.abs(travelX) < SWIPE_DISTANCE_PX || Math.abs(travelX) < Math.abs(event.clientY - start.y)) return;
    setSelectedIndex(stepSlide(index, travelX < 0 ? 1 : -1, count));
  };

  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.modal}>
        <Dialog ref={dialogRef} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.dialogHeader}>
                <Heading slot="title" className={styles.dialogTitle}>
                  {t('dialogTitle', { title })}
                </Heading>
                <Button className={styles.close} onPress={close}>
                  {t('close')}
                </Button>
              </div>
              {current ? (
                <section className={styles.slideshow} aria-label={t('slideshow')}>
                  <div
                    className={styles.stage}
                    onPointerDown={onPointerDown}
                    onPointerUp={onPointerUp}
                    onPointerCancel={() => {
                      swipeStart.current = null;
                    }}
                  >
                    <img
                      id={photoId}
                      className={styles.photo}
                      src={current.large}
                      alt={altOf(index)}
                      width={960}
                      height={540}
                      decoding="async"
                      draggable={false}
                    />
                    {count > 1 ? (
                      <>
                        <StepButton
                          direction="previous"
                          label={t('previous')}
                          className={styles.previous}
                          controls={photoId}
                          onPress={() => setSelectedIndex(stepSlide(index, -1, count))}
                        />
                        <StepButton
                          direction="next"
                          label={t('next')}
                          className={styles.next}
                          controls={photoId}
                          onPress={() => setSelectedIndex(stepSlide(index, 1, count))}
                        />
                      </>
                    ) : null}
                  </div>
                  <SlidePosition className={styles.position} position={index + 1} count={count} />
                  <ul ref={thumbnailsRef} className={styles.thumbnails} aria-label={t('thumbnails')}>
                    {images.map((image, position) => (
                      <li key={`${position}-${image.thumbnail}`}>
                        <Button
                          className={styles.thumbnail}
                          aria-label={t('photoOf', { position: position + 1, count })}
                          aria-current={position === index ? 'true' : undefined}
                          // One tab stop for the row: the arrow keys move along it.
                          excludeFromTabOrder={position !== index}
                          onPress={() => setSelectedIndex(position)}
                        >
                          <img
                            className={styles.thumbnailImage}
                            src={image.thumbnail}
                            alt=""
                            width={120}
                            height={80}
                            loading="lazy"
                            decoding="async"
                            draggable={false}
                          />
                        </Button>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
