import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { OnDemand } from '../../../components/on-demand';
import { useOnDemandOverlay } from '../../../hooks/use-on-demand-overlay';
import { onDemandComponent } from '../../../utils/on-demand-component';
import type { GalleryImage } from '../utils/gallery-images';
import styles from './see-all-photos.module.css';

/** The full-screen gallery is downloaded when a shopper is about to open it, not with the page. */
const GalleryDialog = onDemandComponent(() =>
  import(/* webpackChunkName: "gallery-dialog" */ './gallery-dialog').then((module) => module.GalleryDialog),
);

interface SeeAllPhotosProps {
  images: GalleryImage[];
  title: string;
  altOf(index: number): string;
}

/** "See 12 pictures": opens every photo of the offer in the full-screen gallery. */
export function SeeAllPhotos({ images, title, altOf }: SeeAllPhotosProps) {
  const { t } = useTranslation('gallery');
  const gallery = useOnDemandOverlay();
  return (
    <>
      <Button className={styles.seeAll} {...GalleryDialog.overlayOpenerProps(gallery.isOpen, gallery.open)}>
        {t('seeAll', { count: images.length })}
      </Button>
      {/* Rendered from the first opening on: until then its code is not needed. */}
      {gallery.wasOpened ? (
        <OnDemand part="gallery-dialog" fallback={null}>
          <GalleryDialog.Component
            images={images}
            title={title}
            altOf={altOf}
            isOpen={gallery.isOpen}
            onOpenChange={gallery.setOpen}
          />
        </OnDemand>
      ) : null}
    </>
  );
}
