import { cmsCampaignQuery } from '../features/campaign/api/get-cms-campaign';
import { pageMetaFromSeo } from '../features/cms-page/utils/page-meta-from-seo';
import { prefetchCmsBlocks } from './cms-page-server-data';
import type { PageServerData } from './page-server-data';

/**
 * A campaign is drawn with its CMS page, or only leads home where it does not run on the locale;
 * an id that is no campaign answers 404.
 */
export const campaignPageServerData: PageServerData = async (queryClient, api, props) => {
  const id = props.route.id;
  if (!id) return { status: 404 };
  const campaign = await queryClient
    .fetchQuery(cmsCampaignQuery(api, { locale: props.locale, id }))
    .catch(() => undefined);
  if (campaign === undefined) return undefined;
  if (campaign === null) return { status: 404 };
  if (campaign.redirectHome) return { redirect: props.hrefFor({ kind: 'home' }) };
  await prefetchCmsBlocks(queryClient, api, props, campaign.page.blocks);
  return { meta: pageMetaFromSeo(campaign.page.seo) };
};
