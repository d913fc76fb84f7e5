import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import type { StayDetail } from '../api/get-stay-detail';

/** Meta descriptions longer than this are cut by search engines anyway. */
const META_DESCRIPTION_LENGTH = 160;

/** Tells the shell the page's title (offer + hotel) once the offer is known, or that it expired. */
export function useStayPageMeta(detail: StayDetail | undefined, expired: boolean) {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const title = expired
    ? t('stay.expired.title')
    : detail
      ? t('stay.pageTitle', { offer: detail.label, hotel: detail.hotel.label })
      : '';
  const description = expired
    ? t('stay.expired.message')
    : (detail?.description.slice(0, META_DESCRIPTION_LENGTH) ?? '');

  useEffect(() => {
    if (!title) return;
    bus.emit('page:meta', expired ? { title, description, robots: 'noindex, follow' } : { title, description });
  }, [bus, title, description, expired]);
}
