import { useTranslation } from 'react-i18next';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { CheckoutNotice, NoticeLink } from '../../../components/checkout-notice';

/** No valid dates in the hash: the dates are chosen on the offer page. */
export function MissingDatesNotice({ offer }: { offer: RouteTarget }) {
  const { t } = useTranslation();
  return (
    <CheckoutNotice message={t('summary.missingDates.message')}>
      <NoticeLink target={offer}>{t('summary.missingDates.action')}</NoticeLink>
    </CheckoutNotice>
  );
}

/**
 * The stay cannot be booked with these dates and travellers; SOLD_OUT says the last room has just
 * gone, so another date is the way on.
 */
export function NotBookableNotice({ offer, soldOut }: { offer: RouteTarget; soldOut?: boolean }) {
  const { t } = useTranslation();
  return (
    <CheckoutNotice message={soldOut ? t('summary.soldOut') : t('summary.notBookable')} isAlert>
      <NoticeLink target={offer}>{soldOut ? t('summary.chooseOtherDates') : t('summary.backToOffer')}</NoticeLink>
    </CheckoutNotice>
  );
}
