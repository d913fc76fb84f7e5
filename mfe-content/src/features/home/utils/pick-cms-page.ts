import type { Flow } from '@escapade/shared-contracts/routes';
import type { CmsHomepageResponse, CmsPage } from '../api/get-cms-homepage';

/** The CMS page of the flow; flows without their own content show the booking page (spec). */
export function pickCmsPage(homepage: CmsHomepageResponse, flow: Flow): CmsPage {
  return homepage[flow] ?? homepage.booking;
}
