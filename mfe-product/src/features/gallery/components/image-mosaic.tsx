import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapCarousel } from '../hooks/use-snap-carousel';
import type { GalleryImage } from '../utils/gallery-images';
import { SeeAllPhotos } from './see-all-photos';
import { SlidePosition } from './slide-position';
import { StepButton } from './step-button';
import styles from './image-mosaic.module.css';

/** The page shows up to 5 photos (one large, four tiles); with fewer than 4, a single photo. */
const MOSAIC_SIZE = 5;
const MIN_IMAGES_FOR_TILES = 4;

/** The width each photo takes on screen, from which the browser picks the 640 or the 960 px file. */
const LEAD_SIZES = '(min-width: 960px) 600px, 100vw';
const TILE_SIZES = '(min-width: 960px) 300px, 100vw';
const SINGLE_SIZES = '(min-width: 1200px) 1200px, 100vw';

function photoSizes(index: number, withTiles: boolean): string {
  if (!withTiles) return SINGLE_SIZES;
  return index === 0 ? LEAD_SIZES : TILE_SIZES;
}

/**
 * 'mosaic': a carousel on phones and tablets, the first photos as a mosaic on desktop.
 * 'carousel': a carousel of every photo on every screen (an offer with a few photos).
 */
export type GalleryLayout = 'mosaic' | 'carousel';

interface ImageMosaicProps {
  images: GalleryImage[];
  /** The offer title, for alt texts. */
  title: string;
  layout?: GalleryLayout;
}

/**
 * The offer's first photos. Phones and tablets: a carousel a finger swipes, with buttons and the
 * position. Desktop: the first photo large and the next four beside it. Both are the same list
 * styled by media queries, so the server's markup fits every screen; every cell has a fixed
 * aspect ratio, so nothing moves when photos arrive.
 */
export function ImageMosaic({ images, title, layout = 'mosaic' }: ImageMosaicProps) {
  const { t } = useTranslation('gallery');
  const listId = useId();
  const count = images.length;
  const isCarousel = layout === 'carousel';
  const withTiles = !isCarousel && count >= MIN_IMAGES_FOR_TILES;
  const shown = isCarousel ? images : images.slice(0, withTiles ? MOSAIC_SIZE : 1);
  const hasSteps = withTiles || (isCarousel && count > 1);
  const listRef = useRef<HTMLUListElement>(null);
  const carousel = useSnapCarousel(listRef, shown.length);
  // The api's own description of a photo says more than its position.
  const altOf = (index: number) => images[index]?.alt ?? t('imageAlt', { title, position: index + 1, count });
  const layoutClass = isCarousel ? styles.carousel : withTiles ? styles.withTiles : styles.single;
  // The carousel layout keeps its buttons and position on desktop too.
  const carouselOnly = isCarousel ? '' : styles.carouselOnly;

  if (count === 0) return null;

  return (
    <section className={styles.gallery} aria-label={t('label')}>
      {/* On a phone the photos scroll sideways: the list takes the focus so the arrow keys scroll it too. */}
      <ul
        id={listId}
        ref={listRef}
        className={`${styles.photos} ${layoutClass}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        tabIndex={hasSteps ? 0 : undefined}
        {...carousel.listEvents}
      >
        {shown.map((image, index) => {
          const isLead = index === 0;
          return (
            <li key={`${index}-${image.large}`} className={isLead ? styles.lead : undefined}>
              <img
                className={styles.image}
                src={isLead ? image.large : image.small}
                srcSet={`${image.small} 640w, ${image.large} 960w`}
                sizes={photoSizes(index, withTiles)}
                alt={altOf(index)}
                width={isLead ? 960 : 640}
                height={isLead ? 540 : 360}
                // The first photo is the page's largest paint: fetched before anything else the page
                // asks for; the others when they come near the screen.
                loading={isLead ? 'eager' : 'lazy'}
                fetchPriority={isLead ? 'high' : 'auto'}
                decoding={isLead ? 'sync' : 'async'}
                draggable={false}
              />
            </li>
          );
        })}
      </ul>
      {hasSteps ? (
        <>
          <StepButton
            direction="previous"
            label={t('previous')}
            className={`${carouselOnly} ${styles.previous}`}
            controls={listId}
            onPress={() => carousel.step(-1)}
          />
          <StepButton
            direction="next"
            label={t('next')}
            className={`${carouselOnly} ${styles.next}`}
            controls={listId}
            onPress={() => carousel.step(1)}
          />
          <SlidePosition
            className={`${carouselOnly} ${styles.position}`}
            position={carousel.index + 1}
            count={shown.length}
          />
        </>
      ) : null}
      {count > 1 ? <SeeAllPhotos images={images} title={title} altOf={altOf} /> : null}
    </section>
  );
}

/** The gallery's exact frame, shown while the offer loads. */
export function ImageMosaicSkeleton({ layout = 'mosaic' }: { layout?: GalleryLayout }) {
  const isCarousel = layout === 'carousel';
  return (
    <ul
      className={`${styles.photos} ${isCarousel ? styles.carousel : styles.withTiles} ${styles.skeleton}`}
      aria-hidden="true"
    >
      {Array.from({ length: isCarousel ? 1 : MOSAIC_SIZE }, (_, index) => (
        <li key={index} className={index === 0 ? styles.lead : undefined} />
      ))}
    </ul>
  );
}
