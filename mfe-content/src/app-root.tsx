import type { QueryClient } from '@tanstack/react-query';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { MountRoot, type PageTable } from './mount-root';
import { HomePage } from './pages/home-page';
import { LandingPage } from './pages/landing-page';
import { CampaignPage } from './pages/campaign-page';
import { SearchLandingPage } from './pages/search-landing-page';
import { IdeasPage } from './pages/ideas-page';
import { StaticContentPage } from './pages/static-content-page';
import { MinisitePage } from './pages/minisite-page';
import { ContactPage } from './pages/contact-page';
import { BookingLookupPage } from './pages/booking-lookup-page';
import { NotFoundPage } from './pages/not-found-page';

/** Every page at hand, for the server render (which draws at once) and the tests; both search landings share one page. */
const PAGES: PageTable = {
  home: HomePage,
  landing: LandingPage,
  campaign: CampaignPage,
  cityLanding: SearchLandingPage,
  themeLanding: SearchLandingPage,
  ideas: IdeasPage,
  staticPage: StaticContentPage,
  minisite: MinisitePage,
  contact: ContactPage,
  bookingLookup: BookingLookupPage,
  notFound: NotFoundPage,
};

/** The mount with every page bundled (see browser-root.tsx for the one the browser loads). */
export function AppRoot(props: RemoteProps & { queryClient?: QueryClient }) {
  return <MountRoot {...props} pages={PAGES} />;
}
