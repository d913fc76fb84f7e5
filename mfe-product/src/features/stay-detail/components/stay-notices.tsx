import { useTranslation } from 'react-i18next';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { NoticeButton, NoticeLink, PageNotice } from '../../../components/page-notice';
import { useRemoteProps } from '../../../context/remote-props';

/** An offer that is unknown or no longer sold: "Too late!", with a link to other offers. */
export function StayExpiredNotice({ otherOffers }: { otherOffers: { target: RouteTarget; fromHotel: boolean } }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  return (
    <PageNotice title={t('stay.expired.title')} message={t('stay.expired.message')}>
      <NoticeLink {...shopLinkProps(props, otherOffers.target)}>
        {otherOffers.fromHotel ? t('stay.expired.hotelOffers') : t('stay.expired.otherOffers')}
      </NoticeLink>
    </PageNotice>
  );
}

/** Any other failure to load the page: say so, and let the visitor try again. */
export function StayLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <PageNotice title={t('stay.error.title')} isAlert>
      <NoticeButton onPress={onRetry}>{t('stay.error.retry')}</NoticeButton>
    </PageNotice>
  );
}
