import type { ComponentType } from 'react';
import { pageModules } from '@escapade/shared-contracts/page-modules';

/**
 * The page of each route kind this remote serves, each a chunk of its own: a stay's page does not
 * download the hotel's, the activity's or the gift box's. Both gift-box routes show one page,
 * whose code their two chunks share.
 */
export const pages = pageModules<ComponentType>({
  stay: () => import(/* webpackChunkName: "page-stay" */ './stay-page').then((m) => m.StayPage),
  hotel: () => import(/* webpackChunkName: "page-hotel" */ './hotel-page').then((m) => m.HotelPage),
  activityOnly: () => import(/* webpackChunkName: "page-activityOnly" */ './activity-page').then((m) => m.ActivityPage),
  giftBox: () => import(/* webpackChunkName: "page-giftBox" */ './gift-box-page').then((m) => m.GiftBoxPage),
  giftBoxProduct: () =>
    import(/* webpackChunkName: "page-giftBoxProduct" */ './gift-box-page').then((m) => m.GiftBoxPage),
});
