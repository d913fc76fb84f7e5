import { createI18n } from '../i18n/create-i18n';
import { GIFT_PAGE_ROBOTS, type PageServerData } from './page-server-data';

/**
 * The stays of a gift code depend on the visitor's session cookie, which the server never holds:
 * the server sends the head and the placeholders, the browser asks for the rest.
 */
export const beneficiaryOffersPageServerData: PageServerData = async (_queryClient, _api, props) => ({
  title: createI18n(props.language).t('beneficiary.metaTitle.offers'),
  robots: GIFT_PAGE_ROBOTS,
});
