import type { PageServerData } from './page-server-data';

/** Fetches nothing yet: the page fetches its data in the browser. */
export const hotelPageServerData: PageServerData = async () => undefined;
