import { useTranslation } from 'react-i18next';
import { useCheckoutPageMeta } from '../../../components/checkout-page-meta';

/** Tells the shell the page's title, with the offer's name once it is known. */
export function useSummaryPageMeta(offerLabel: string | undefined) {
  const { t } = useTranslation();
  useCheckoutPageMeta(offerLabel ? t('summary.pageTitle', { offer: offerLabel }) : t('summary.title'));
}
