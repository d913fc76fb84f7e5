import { orderQuery } from '../features/confirmation/api/get-order';
import { createI18n } from '../i18n/create-i18n';
import type { PageServerData } from './page-server-data';

/** The confirmation is nobody's search result, nor its links. */
const CONFIRMATION_ROBOTS = 'noindex, nofollow';

/**
 * The confirmation's data for a server render: the order, when the server may read it. An order
 * that belongs to an account is shown to that account only, and the server does not carry the
 * visitor's cookies: it renders the skeleton and the browser reads the order itself.
 */
export const confirmationPageServerData: PageServerData = async (queryClient, api, props) => {
  const t = createI18n(props.language).t;
  const orderUUID = props.route.id;
  const order = orderUUID ? await queryClient.fetchQuery(orderQuery(api, orderUUID)).catch(() => undefined) : undefined;
  const title = order
    ? t(order.status === 'paid' ? 'confirmation.pageTitle.paid' : 'confirmation.pageTitle.order', {
        reference: order.reference,
      })
    : t('confirmation.pageTitle.loading');
  return { title, robots: CONFIRMATION_ROBOTS };
};
