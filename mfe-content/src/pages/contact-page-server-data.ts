import { contactPageMeta } from '../features/contact/utils/contact-page-meta';
import { createI18n } from '../i18n/create-i18n';
import type { PageServerData } from './page-server-data';

/** The contact page needs no data: the server sends it whole with its head tags; the form opens in the browser. */
export const contactPageServerData: PageServerData = (_queryClient, _api, props) =>
  Promise.resolve({ meta: contactPageMeta(createI18n(props.language).t) });
