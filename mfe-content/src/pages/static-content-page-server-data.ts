import { staticContentQuery } from '../features/static-content/api/get-static-content';
import { staticPageMeta } from '../features/static-content/utils/static-page-meta';
import type { PageServerData } from './page-server-data';

/**
 * The static page drawn with its text, or the 404 body with status 404 when the id names no page
 * of the site's language. A failed call leaves the cache empty: the server draws the skeleton, as
 * the browser will before asking again, so hydration finds the same markup.
 */
export const staticContentPageServerData: PageServerData = async (queryClient, api, props) => {
  const query = staticContentQuery(api, { id: props.route.id ?? '', locale: props.locale });
  const content = await queryClient.fetchQuery(query).catch(() => {
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    return undefined;
  });
  if (content === null) return { status: 404 };
  return content ? { meta: staticPageMeta(content) } : undefined;
};
