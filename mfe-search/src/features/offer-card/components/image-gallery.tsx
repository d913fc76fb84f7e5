import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { RouteLink } from '../../../components/route-link';
import { CAROUSEL_SNAP_DURATION_MS } from '../utils/offer-card-constants';
import { snapIndex } from '../utils/carousel-snap';
import styles from './image-gallery.module.css';

export interface ImageGalleryProps {
  /** Absolute image URLs: one (a single large image) or the card's 4. */
  images: string[];
  label: string;
  /** Where a click on a picture goes (the card's product page). */
  to: RouteTarget;
  eager: boolean;
}

/** A travel this long (px) makes a gesture a swipe: the click that follows does not open the page. */
const SWIPE_CLICK_TOLERANCE_PX = 6;

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  deltaX: number;
  horizontal: boolean | null;
}

/**
 * The card's pictures: a single large image, or a carousel of 4 that a finger swipes (snapping
 * at one sixth of the width over 300 ms) and buttons step through. The pictures are a second,
 * hidden way to the page the card's title links to.
 */
export function ImageGallery({ images, label, to, eager }: ImageGalleryProps) {
  const { t } = useTranslation('cards');
  const [index, setIndex] = useState(0);
  const [dragX, setDragX] = useState<number | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const swiped = useRef(false);
  const count = images.length;

  const picture = (src: string, position: number) => (
    <img
      className={styles.image}
      src={src}
      alt={count > 1 ? t('offerCard.photo', { label, index: position + 1, count }) : label}
      loading={eager && position === 0 ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      width={640}
      height={400}
    />
  );

  if (count <= 1) {
    return (
      <RouteLink to={to} className={styles.single} tabIndex={-1} aria-hidden="true">
        {images[0] ? picture(images[0], 0) : null}
      </RouteLink>
    );
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Mouse users have the buttons; fingers and pens swipe.
    if (event.pointerType === 'mouse') return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      deltaX: 0,
      horizontal: null,
    };
    swiped.current = false;
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const deltaX = event.clientX - current.startX;
    const deltaY = event.clientY - current.startY;
    if (current.horizontal === null && Math.max(Math.abs(deltaX), Math.abs(deltaY)) > SWIPE_CLICK_TOLERANCE_PX) {
      current.horizontal = Math.abs(deltaX) > Math.abs(deltaY);
      if (current.horizontal) event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (!current.horizontal) return;
    current.deltaX = deltaX;
    swiped.current = true;
    setDragX(deltaX);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (current.horizontal) {
      const width = viewport.current?.getBoundingClientRect().width ?? 0;
      setIndex((shown) => snapIndex({ index: shown, count, deltaX: current.deltaX, width }));
    }
    setDragX(null);
  };

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription={t('offerCard.carousel')}
      aria-label={t('offerCard.photos', { label })}
    >
      <div
        ref={viewport}
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(event) => {
          // The click at the end of a swipe is not a click on the picture.
          if (swiped.current) {
            event.preventDefault();
            event.stopPropagation();
            swiped.current = false;
          }
        }}
      >
        <div
          className={styles.track}
          data-testid="gallery-track"
          style={{
            transform: `translateX(calc(${-index * 100}% + ${dragX ?? 0}px))`,
            transition: dragX === null ? `transform ${CAROUSEL_SNAP_DURATION_MS}ms ease-out` : 'none',
          }}
        >
          {images.map((src, position) => (
            <RouteLink key={src} to={to} className={styles.slide} tabIndex={-1} aria-hidden="true">
              {picture(src, position)}
            </RouteLink>
          ))}
        </div>
      </div>
      <Button
        className={`${styles.step} ${styles.previous}`}
        aria-label={t('offerCard.previousPhoto')}
        isDisabled={index === 0}
        onPress={() => setIndex((shown) => Math.max(0, shown - 1))}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Button>
      <Button
        className={`${styles.step} ${styles.next}`}
        aria-label={t('offerCard.nextPhoto')}
        isDisabled={index === count - 1}
        onPress={() => setIndex((shown) => Math.min(count - 1, shown + 1))}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M9 5l7 7-7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Button>
      <p className={styles.position} aria-live="polite">
        <VisuallyHidden elementType="span">{t('offerCard.photoPosition', { index: index + 1, count })}</VisuallyHidden>
        <span className={styles.dots} aria-hidden="true">
          {images.map((src, position) => (
            <span key={src} className={position === index ? `${styles.dot} ${styles.dotActive}` : styles.dot} />
          ))}
        </span>
      </p>
    </div>
  );
}
