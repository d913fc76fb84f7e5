import { cmsLandingQuery } from '../features/landing/api/get-cms-landing';
import { pageMetaFromSeo } from '../features/cms-page/utils/page-meta-from-seo';
import { prefetchCmsBlocks } from './cms-page-server-data';
import type { PageServerData } from './page-server-data';

/** A landing is drawn with its CMS page and what its blocks show; an unknown slug answers 404. */
export const landingPageServerData: PageServerData = async (queryClient, api, props) => {
  const slug = props.route.id;
  if (!slug) return { status: 404 };
  const landing = await queryClient
    .fetchQuery(cmsLandingQuery(api, { locale: props.locale, slug }))
    .catch(() => undefined);
  if (landing === undefined) return undefined;
  if (landing === null) return { status: 404 };
  await prefetchCmsBlocks(queryClient, api, props, landing.blocks);
  return { meta: pageMetaFromSeo(landing.seo) };
};
