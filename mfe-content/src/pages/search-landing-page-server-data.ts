import { searchLandingTarget } from '../features/search-landing/utils/search-landing-target';
import type { PageServerData } from './page-server-data';

/** A search landing only leads to its search (the edge answers 301); an id that reads as none is a 404. */
export const searchLandingPageServerData: PageServerData = (_queryClient, _api, props) => {
  const target = searchLandingTarget(props.route);
  return Promise.resolve(target ? { redirect: props.hrefFor(target) } : { status: 404 });
};
