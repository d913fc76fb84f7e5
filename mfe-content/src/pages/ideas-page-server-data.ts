import type { PageServerData } from './page-server-data';

/** Placeholder: the page is being built. */
export const ideasPageServerData: PageServerData = () => Promise.resolve(undefined);
