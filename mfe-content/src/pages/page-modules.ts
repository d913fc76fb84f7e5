import type { ComponentType } from 'react';
import { pageModules } from '@escapade/shared-contracts/page-modules';

/**
 * The page of each route kind this remote serves, each a chunk of its own: the home page does not
 * download the contact form, the booking lookup or the static pages. Both search landings show
 * one page, whose code their two chunks share.
 */
export const pages = pageModules<ComponentType>({
  home: () => import(/* webpackChunkName: "page-home" */ './home-page').then((m) => m.HomePage),
  landing: () => import(/* webpackChunkName: "page-landing" */ './landing-page').then((m) => m.LandingPage),
  campaign: () => import(/* webpackChunkName: "page-campaign" */ './campaign-page').then((m) => m.CampaignPage),
  cityLanding: () =>
    import(/* webpackChunkName: "page-cityLanding" */ './search-landing-page').then((m) => m.SearchLandingPage),
  themeLanding: () =>
    import(/* webpackChunkName: "page-themeLanding" */ './search-landing-page').then((m) => m.SearchLandingPage),
  ideas: () => import(/* webpackChunkName: "page-ideas" */ './ideas-page').then((m) => m.IdeasPage),
  staticPage: () =>
    import(/* webpackChunkName: "page-staticPage" */ './static-content-page').then((m) => m.StaticContentPage),
  minisite: () => import(/* webpackChunkName: "page-minisite" */ './minisite-page').then((m) => m.MinisitePage),
  contact: () => import(/* webpackChunkName: "page-contact" */ './contact-page').then((m) => m.ContactPage),
  bookingLookup: () =>
    import(/* webpackChunkName: "page-bookingLookup" */ './booking-lookup-page').then((m) => m.BookingLookupPage),
  notFound: () => import(/* webpackChunkName: "page-notFound" */ './not-found-page').then((m) => m.NotFoundPage),
});
