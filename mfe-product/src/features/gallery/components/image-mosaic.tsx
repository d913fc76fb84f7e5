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

interface ImageMosaicProps {
  images: GalleryImage[];
  /** The offer title, for alt texts. */
  title: string;
}

/**
 * The offer's first photos. Phones and tablets: a carousel a finger swipes, with buttons and the
 * position. Desktop: the first photo large and the next four beside it. Both are the same list
 * styled by media queries, so the server's markup fits every screen; every cell has a fixed
 * aspect ratio, so nothing moves when photos arrive.
 */
export function ImageMosaic({ images, title }: ImageMosaicProps) {
  const { t } = useTranslation('gallery');
  const listId = useId();
  const count = images.length;
  const withTiles = count >= MIN_IMAGES_FOR_TILES;
  const shown = images.slice(0, withTiles ? MOSAIC_SIZE : 1);
  const listRef = useRef<HTMLUListElement>(null);
  const carousel = useSnapCarousel(listRef, shown.length);
  const altOf = (index: number) => t('imageAlt', { title, position: index + 1, count });

  if (count === 0) return null;

  return (
    <section className={styles.gallery} aria-label={t('label')}>
      <ul
        id={listId}
        ref={listRef}
        className={`${styles.photos} ${withTiles ? styles.withTiles : styles.single}`}
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
      {withTiles ? (
        <>
          <StepButton
            direction="previous"
            label={t('previous')}
            className={`${styles.carouselOnly} ${styles.previous}`}
            controls={listId}
            onPress={() => carousel.step(-1)}
          />
          <StepButton
            direction="next"
            label={t('next')}
            className={`${styles.carouselOnly} ${styles.next}`}
            controls={listId}
            onPress={() => carousel.step(1)}
          />
          <SlidePosition
            className={`${styles.carouselOnly} ${styles.position}`}
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
export function ImageMosaicSkeleton() {
  return (
    <ul className={`${styles.photos} ${styles.withTiles} ${styles.skeleton}`} aria-hidden="true">
      {Array.from({ length: MOSAIC_SIZE }, (_, index) => (
        <li key={index} className={index === 0 ? styles.lead : undefined} />
      ))}
    </ul>
  );
}
