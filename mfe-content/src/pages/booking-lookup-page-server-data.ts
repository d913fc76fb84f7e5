import { lookupPageMeta } from '../features/booking-lookup/utils/lookup-page-meta';
import { createI18n } from '../i18n/create-i18n';
import type { PageServerData } from './page-server-data';

/**
 * The server sends the empty lookup with its head tags. What it finds belongs to the visitor and
 * the action is in the hash, which only the browser has.
 */
export const bookingLookupPageServerData: PageServerData = (_queryClient, _api, props) =>
  Promise.resolve({ meta: lookupPageMeta(createI18n(props.language).t) });
