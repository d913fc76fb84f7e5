import { createI18n } from '../i18n/create-i18n';
import { GIFT_PAGE_ROBOTS, type PageServerData } from './page-server-data';

/**
 * The code entry needs no data to be drawn; whether a code is already open is the visitor's
 * (a cookie the server never holds), so the browser finds out.
 */
export const beneficiaryLoginPageServerData: PageServerData = async (_queryClient, _api, props) => ({
  title: createI18n(props.language).t('beneficiary.metaTitle.login'),
  robots: GIFT_PAGE_ROBOTS,
});
