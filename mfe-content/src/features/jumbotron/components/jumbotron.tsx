import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import type { Flow } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../context/remote-props';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { JumbotronSubtitle } from './jumbotron-subtitle';
import { SearchBoxSlot } from './search-box-slot';
import styles from './jumbotron.module.css';

/** The hero of a CMS page (or a jumbotron block), as the api sends it. */
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
  /** The home's hero holds the search box; other heroes are a picture with their words. */
  withSearchBox?: boolean;
  /**
   * 'page': the hero at the top of the page (its title is the page's h1, its picture comes first);
   * 'block': a jumbotron among the blocks (an h2, a smaller frame, its picture loaded when near).
   */
  placement?: 'page' | 'block';
}

/**
 * A full-width hero: image, title, subtitle and, on the home page, the search box. The search box
 * is there from the first render, whatever the CMS does, so the visitor can always search.
 */
export function Jumbotron({ flow, content, withSearchBox = false, placement = 'page' }: JumbotronProps) {
  const { t } = useTranslation();
  const { apiBase } = useRemoteProps();
  const titleId = useId();
  const loading = content === undefined;
  const Heading = placement === 'page' ? 'h1' : 'h2';
  const frameClass = [styles.jumbotron, withSearchBox ? '' : styles.compact, placement === 'block' ? styles.block : '']
    .filter(Boolean)
    .join(' ');

  return (
    <section className={frameClass} aria-labelledby={titleId} aria-busy={loading}>
      {content?.imageUrl ? (
        <img
          className={styles.image}
          src={apiImageUrl(apiBase, content.imageUrl, HERO_IMAGE_SIZE)}
          alt=""
          width={HERO_IMAGE_SIZE.width}
          height={HERO_IMAGE_SIZE.height}
          {...(placement === 'page' ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
      ) : (
        <div className={styles.imagePlaceholder} aria-hidden="true" />
      )}
      <div className={styles.content}>
        {loading ? (
          <>
            <Heading id={titleId} className={styles.title}>
              <VisuallyHidden elementType="span">{t('home.loading')}</VisuallyHidden>
              <span className={styles.skeletonLine} aria-hidden="true" />
            </Heading>
            <div className={styles.subtitle} aria-hidden="true">
              <span className={styles.skeletonLine} />
              <span className={styles.skeletonLineShort} />
            </div>
          </>
        ) : (
          <>
            <Heading id={titleId} className={styles.title}>
              {content?.title ??
                t(flow === 'gifting' ? 'jumbotron.fallbackTitleGifting' : 'jumbotron.fallbackTitleBooking')}
            </Heading>
            {content?.subtitle ? <JumbotronSubtitle text={content.subtitle} /> : <p className={styles.subtitle} />}
          </>
        )}
        {withSearchBox ? <SearchBoxSlot flow={flow} /> : null}
      </div>
    </section>
  );
}
