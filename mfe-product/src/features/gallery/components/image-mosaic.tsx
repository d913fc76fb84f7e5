import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { OnDemand } from '../../../components/on-demand';
import { onDemandComponent } from '../../../utils/on-demand-component';
import type { GalleryImage } from '../utils/gallery-images';
import styles from './image-mosaic.module.css';

/** The full-screen gallery is downloaded when a shopper is about to open it, not with the page. */
const GalleryDialog = onDemandComponent(() =>
  import(/* webpackChunkName: "gallery-dialog" */ './gallery-dialog').then((module) => module.GalleryDialog),
);

/** The mosaic shows up to 5 photos (one large, four tiles); with fewer, a single photo. */
const MOSAIC_SIZE = 5;
const MIN_IMAGES_FOR_TILES = MOSAIC_SIZE;

interface ImageMosaicProps {
  images: GalleryImage[];
  /** The offer title, for alt texts. */
  title: string;
}

/**
 * The first photo large and four small ones beside it from tablets up; a horizontally scrollable
 * strip on phones. Every cell has a fixed aspect ratio, so nothing moves when photos arrive.
 */
export function ImageMosaic({ images, title }: ImageMosaicProps) {
  const { t } = useTranslation();
  const count = images.length;
  const shown = images.slice(0, MOSAIC_SIZE);
  const withTiles = count >= MIN_IMAGES_FOR_TILES;
  const altOf = (index: number) => t('gallery.imageAlt', { title, position: index + 1, count });
  const [galleryOpened, setGalleryOpened] = useState(false);
  const [isGalleryOpen, setGalleryOpen] = useState(false);

  if (count === 0) return null;

  return (
    <section className={styles.gallery} aria-label={t('gallery.label')}>
      <ul className={`${styles.mosaic} ${withTiles ? styles.withTiles : styles.single}`}>
        {shown.map((image, index) => (
          <li key={`${index}-${image.large}`} className={index === 0 ? styles.lead : styles.tile}>
            <img
              className={styles.image}
              src={index === 0 ? image.large : image.small}
              alt={altOf(index)}
              width={index === 0 ? 960 : 640}
              height={index === 0 ? 540 : 360}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first photo is the page's largest paint: fetched before anything else the page asks for.
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <Button
            className={styles.seeAll}
            {...GalleryDialog.overlayOpenerProps(isGalleryOpen, () => {
              setGalleryOpened(true);
              setGalleryOpen(true);
            })}
          >
            {t('gallery.seeAll', { count })}
          </Button>
          {/* Rendered from the first opening on: until then its code is not needed. */}
          {galleryOpened ? (
            <OnDemand part="gallery-dialog" fallback={null}>
              <GalleryDialog.Component
                images={images}
                title={title}
                altOf={altOf}
                isOpen={isGalleryOpen}
                onOpenChange={setGalleryOpen}
              />
            </OnDemand>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The mosaic's exact frame, shown while the offer loads. */
export function ImageMosaicSkeleton() {
  return (
    <ul className={`${styles.mosaic} ${styles.withTiles} ${styles.skeleton}`} aria-hidden="true">
      {Array.from({ length: MOSAIC_SIZE }, (_, index) => (
        <li key={index} className={index === 0 ? styles.lead : styles.tile} />
      ))}
    </ul>
  );
}
