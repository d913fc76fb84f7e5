import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../context/remote-props';
import { CmsBlocks } from '../../cms-blocks/components/cms-blocks';
import { CmsBlocksSkeleton } from '../../cms-blocks/components/cms-blocks-skeleton';
import { Jumbotron } from '../../jumbotron/components/jumbotron';
import { pageMetaFromSeo } from '../utils/page-meta-from-seo';
import type { CmsPage } from './cms-page-content';
import styles from './cms-page.module.css';

interface CmsPageViewProps {
  /** The page; undefined while it loads, null when it could not be loaded. */
  page: CmsPage | null | undefined;
  flow: Flow;
  /** The home's hero holds the search box, there from the first render whatever the CMS does. */
  withSearchBox?: boolean;
  /** What the page shows between its hero and its blocks. */
  afterJumbotron?: ReactNode;
}

/**
 * A CMS page (the home of a flow, a landing, a campaign): its hero, then its blocks in the CMS
 * order. It hands the page's head tags (from its seo block) and footer parts to the shell.
 */
export function CmsPageView({ page, flow, withSearchBox = false, afterJumbotron }: CmsPageViewProps) {
  const { t } = useTranslation();
  const { bus, route } = useRemoteProps();

  useEffect(() => {
    bus.emit('banner:context', { page: route.kind, flow });
  }, [bus, route.kind, flow]);

  useEffect(() => {
    if (!page) return;
    bus.emit('page:meta', pageMetaFromSeo(page.seo));
    const { legal, newsletter, contact } = page.footer;
    bus.emit('page:footer', { legal, newsletter, contact });
  }, [bus, page]);

  const hero = page === undefined ? undefined : (page?.jumbotron ?? null);
  return (
    <div className={styles.page}>
      {withSearchBox || hero ? <Jumbotron flow={flow} content={hero} withSearchBox={withSearchBox} /> : null}
      {/* A page without a hero still has its title. */}
      {page && !withSearchBox && !page.jumbotron ? <h1 className={styles.pageTitle}>{page.seo.title}</h1> : null}
      {afterJumbotron}
      {page === undefined ? <CmsBlocksSkeleton /> : null}
      {page === null ? (
        <p role="alert" className={styles.error}>
          {t('home.error')}
        </p>
      ) : null}
      {page ? <CmsBlocks blocks={page.blocks} flow={flow} /> : null}
    </div>
  );
}
