import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { CmsBlocks } from '../features/cms-blocks/components/cms-blocks';
import { CmsBlocksSkeleton } from '../features/cms-blocks/components/cms-blocks-skeleton';
import { useCmsHomepage } from '../features/home/state/use-cms-homepage';
import { pageMetaFromSeo } from '../features/home/utils/page-meta-from-seo';
import { pickCmsPage } from '../features/home/utils/pick-cms-page';
import { Jumbotron } from '../features/jumbotron/components/jumbotron';
import { RecentlyViewedList } from '../features/recently-viewed/components/recently-viewed-list';
import styles from './home-page.module.css';

/** The home page of the locale and flow: CMS jumbotron with the search box, then the CMS blocks. */
export function HomePage() {
  const { t } = useTranslation();
  const { flow, bus } = useRemoteProps();
  const state = useCmsHomepage();
  const page = state.status === 'ready' ? pickCmsPage(state.homepage, flow) : undefined;

  useEffect(() => {
    if (page) bus.emit('page:meta', pageMetaFromSeo(page.seo));
  }, [bus, page]);

  useEffect(() => {
    bus.emit('banner:context', { page: 'home', flow });
  }, [bus, flow]);

  return (
    <div className={styles.page}>
      <Jumbotron flow={flow} content={state.status === 'loading' ? undefined : (page?.jumbotron ?? null)} />
      <RecentlyViewedList />
      {state.status === 'loading' ? <CmsBlocksSkeleton /> : null}
      {state.status === 'error' ? (
        <p role="alert" className={styles.error}>
          {t('home.error')}
        </p>
      ) : null}
      {page ? <CmsBlocks blocks={page.blocks} flow={flow} /> : null}
    </div>
  );
}
