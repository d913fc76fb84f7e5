import type { Flow } from '@escapade/shared-contracts/routes';
import type { CmsPage } from '../../cms-page/components/cms-page-content';
import type { CmsHomepageResponse } from '../api/get-cms-homepage';

/** The CMS page of the flow; a flow without its own content shows the booking page. */
export function pickCmsPage(homepage: CmsHomepageResponse, flow: Flow): CmsPage {
  return homepage[flow] ?? homepage.booking;
}
