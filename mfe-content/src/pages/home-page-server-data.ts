import { cmsHomepageQuery } from '../features/home/api/get-cms-homepage';
import { pickCmsPage } from '../features/home/utils/pick-cms-page';
import { pageMetaFromSeo } from '../features/cms-page/utils/page-meta-from-seo';
import { prefetchBoxesBlock, prefetchCmsBlocks } from './cms-page-server-data';
import type { PageServerData } from './page-server-data';

/**
 * The home page is drawn with its CMS content and what its blocks show (the gift boxes, the top
 * searches' offers). The gift boxes depend on the locale alone, so they are asked beside the home
 * page; the searches once the page has named them. Its head tags are the CMS page's SEO fields.
 */
export const homePageServerData: PageServerData = async (queryClient, api, props) => {
  const boxes = prefetchBoxesBlock(queryClient, api, props);
  const homepage = await queryClient.fetchQuery(cmsHomepageQuery(api, { locale: props.locale })).catch(() => undefined);
  if (!homepage) {
    await boxes;
    return undefined;
  }
  const page = pickCmsPage(homepage, props.flow);
  await Promise.all([boxes, prefetchCmsBlocks(queryClient, api, props, page.blocks)]);
  return { meta: pageMetaFromSeo(page.seo) };
};
