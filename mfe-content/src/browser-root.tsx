import { lazy, type ComponentType } from 'react';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { MountRoot, type PageTable } from './mount-root';

/** A page fetched when its route is first drawn. */
function onDemandPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await load() }));
}

const SearchLandingPage = onDemandPage(() =>
  import(/* webpackChunkName: "page-search-landing" */ './pages/search-landing-page').then((m) => m.SearchLandingPage),
);

/**
 * In the browser each page is its own download: the home page does not bring the contact form,
 * the booking lookup or the static pages. Over the server's markup, React keeps that markup until
 * the page's code is here, then hydrates it.
 */
const PAGES: PageTable = {
  home: onDemandPage(() => import(/* webpackChunkName: "page-home" */ './pages/home-page').then((m) => m.HomePage)),
  landing: onDemandPage(() =>
    import(/* webpackChunkName: "page-landing" */ './pages/landing-page').then((m) => m.LandingPage),
  ),
  campaign: onDemandPage(() =>
    import(/* webpackChunkName: "page-campaign" */ './pages/campaign-page').then((m) => m.CampaignPage),
  ),
  cityLanding: SearchLandingPage,
  themeLanding: SearchLandingPage,
  ideas: onDemandPage(() => import(/* webpackChunkName: "page-ideas" */ './pages/ideas-page').then((m) => m.IdeasPage)),
  staticPage: onDemandPage(() =>
    import(/* webpackChunkName: "page-static" */ './pages/static-content-page').then((m) => m.StaticContentPage),
  ),
  minisite: onDemandPage(() =>
    import(/* webpackChunkName: "page-minisite" */ './pages/minisite-page').then((m) => m.MinisitePage),
  ),
  contact: onDemandPage(() =>
    import(/* webpackChunkName: "page-contact" */ './pages/contact-page').then((m) => m.ContactPage),
  ),
  bookingLookup: onDemandPage(() =>
    import(/* webpackChunkName: "page-booking-lookup" */ './pages/booking-lookup-page').then(
      (m) => m.BookingLookupPage,
    ),
  ),
  notFound: onDemandPage(() =>
    import(/* webpackChunkName: "page-not-found" */ './pages/not-found-page').then((m) => m.NotFoundPage),
  ),
};

/** The mount the browser draws (./app): the route's page downloaded on demand. */
export function BrowserRoot(props: RemoteProps) {
  return <MountRoot {...props} pages={PAGES} />;
}
