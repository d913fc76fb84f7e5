import { useRemoteProps } from '../context/remote-props';
import { CmsPageView } from '../features/cms-page/components/cms-page-view';
import { useCmsHomepage } from '../features/home/state/use-cms-homepage';
import { RecentlyViewedList } from '../features/recently-viewed/components/recently-viewed-list';

/** The home page of the locale and flow: the CMS page with the search box in its hero. */
export function HomePage() {
  const { flow } = useRemoteProps();
  const page = useCmsHomepage(flow);
  return <CmsPageView page={page} flow={flow} withSearchBox afterJumbotron={<RecentlyViewedList />} />;
}
