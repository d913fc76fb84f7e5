import { cmsIdeasQuery } from '../features/ideas/api/get-cms-ideas';
import { ideasPageMeta } from '../features/ideas/utils/ideas-page-meta';
import type { PageServerData } from './page-server-data';

/** The ideas page is drawn with its CMS content; its head tags come from the CMS seo fields. */
export const ideasPageServerData: PageServerData = async (queryClient, api, props) => {
  const ideas = await queryClient.fetchQuery(cmsIdeasQuery(api, { locale: props.locale })).catch(() => undefined);
  return ideas ? { meta: ideasPageMeta(ideas) } : undefined;
};
