import { offerDetailQuery } from '../features/offer/api/get-offer-detail';
import { isOfferId } from '../utils/offer-id';
import { createI18n } from '../i18n/create-i18n';
import { CHECKOUT_ROBOTS, type PageServerData } from './page-server-data';

/**
 * The booking summary's data for a server render: the stay's presentation, which the path names
 * (the dates and travellers are in the hash, which the server never gets). Its photo is the page's
 * largest paint: in the server's page it loads with the markup, not after the page's code.
 */
export const bookingSummaryPageServerData: PageServerData = async (queryClient, api, props) => {
  const t = createI18n(props.language).t;
  const offerId = props.route.id ?? '';
  const label = isOfferId(offerId)
    ? await queryClient
        .fetchQuery(offerDetailQuery(api, { offerId, locale: props.locale }))
        .then((stay) => stay.label)
        .catch(() => undefined)
    : undefined;
  return { title: label ? t('summary.pageTitle', { offer: label }) : t('summary.title'), robots: CHECKOUT_ROBOTS };
};
