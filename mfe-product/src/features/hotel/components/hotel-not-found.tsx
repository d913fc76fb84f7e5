import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { NoticeLink, PageNotice } from '../../../components/page-notice';
import { useRemoteProps } from '../../../context/remote-props';
import { useHotelCriteria } from '../state/use-hotel-criteria';
import { placeSearchTarget } from '../utils/hotel-targets';

/** An unknown hotel: say so, and lead to the search with the dates and travellers of the page. */
export function HotelNotFound() {
  const { t } = useTranslation('hotel');
  const props = useRemoteProps();
  const { criteria } = useHotelCriteria();
  return (
    <PageNotice title={t('notFound.title')} message={t('notFound.message')}>
      <NoticeLink {...shopLinkProps(props, placeSearchTarget(criteria))}>{t('notFound.search')}</NoticeLink>
    </PageNotice>
  );
}
