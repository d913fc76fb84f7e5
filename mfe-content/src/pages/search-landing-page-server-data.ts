import type { PageServerData } from './page-server-data';

/** Placeholder: the page is being built. */
export const searchLandingPageServerData: PageServerData = () => Promise.resolve(undefined);
