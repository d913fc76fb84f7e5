import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import type { Flow } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../context/remote-props';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { JumbotronSubtitle } from './jumbotron-subtitle';
import { SearchBoxSlot } from './search-box-slot';
import styles from './jumbotron.module.css';

/** The hero of a CMS page, as the api sends it. */
export interface CmsJumbotron {
  title: string;
  subtitle: string;
  /** Origin-relative (`/images/…svg`). */
  imageUrl: string;
}

/** Size asked of the hero image generator: wide enough for a desktop hero. */
const HERO_IMAGE_SIZE = { width: 1920, height: 600 };

interface JumbotronProps {
  flow: Flow;
  /** The CMS jumbotron; undefined while it loads, null when it could not be loaded. */
  content: CmsJumbotron | null | undefined;
}

/**
 * The full-width hero of the home page: image, title, subtitle and the search box. The search box
 * is there from the first render, whatever the CMS does, so the visitor can always search.
 */
export function Jumbotron({ flow, content }: JumbotronProps) {
  const { t } = useTranslation();
  const { apiBase } = useRemoteProps();
  const titleId = useId();
  const loading = content === undefined;

  return (
    <section className={styles.jumbotron} aria-labelledby={titleId} aria-busy={loading}>
      {content?.imageUrl ? (
        <img
          className={styles.image}
          src={apiImageUrl(apiBase, content.imageUrl, HERO_IMAGE_SIZE)}
          alt=""
          fetchPriority="high"
        />
      ) : (
        <div className={styles.imagePlaceholder} aria-hidden="true" />
      )}
      <div className={styles.content}>
        {loading ? (
          <>
            <h1 id={titleId} className={styles.title}>
              <VisuallyHidden elementType="span">{t('home.loading')}</VisuallyHidden>
              <span className={styles.skeletonLine} aria-hidden="true" />
            </h1>
            <div className={styles.subtitle} aria-hidden="true">
              <span className={styles.skeletonLine} />
              <span className={styles.skeletonLineShort} />
            </div>
          </>
        ) : (
          <>
            <h1 id={titleId} className={styles.title}>
              {content?.title ??
                t(flow === 'gifting' ? 'jumbotron.fallbackTitleGifting' : 'jumbotron.fallbackTitleBooking')}
            </h1>
            {content?.subtitle ? <JumbotronSubtitle text={content.subtitle} /> : <p className={styles.subtitle} />}
          </>
        )}
        <SearchBoxSlot flow={flow} />
      </div>
    </section>
  );
}
