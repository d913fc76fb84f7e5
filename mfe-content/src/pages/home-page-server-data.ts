import { cmsHomepageQuery } from '../features/home/api/get-cms-homepage';
import { pageMetaFromSeo } from '../features/home/utils/page-meta-from-seo';
import { pickCmsPage } from '../features/home/utils/pick-cms-page';
import type { PageServerData } from './page-server-data';

/** The home page is drawn with its CMS content; its head tags are the CMS page's SEO fields. */
export const homePageServerData: PageServerData = async (queryClient, api, props) => {
  const homepage = await queryClient.fetchQuery(cmsHomepageQuery(api, { locale: props.locale })).catch(() => undefined);
  return homepage ? { meta: pageMetaFromSeo(pickCmsPage(homepage, props.flow).seo) } : undefined;
};
