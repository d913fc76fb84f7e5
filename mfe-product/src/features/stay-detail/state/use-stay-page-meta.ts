import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import { useRemoteProps } from '../../../context/remote-props';
import type { StayDetail } from '../api/get-stay-detail';

/** Meta descriptions longer than this are cut by search engines anyway. */
const META_DESCRIPTION_LENGTH = 160;

/** The page's head tags: offer and hotel in the title, or the expired notice (not indexed); null while unknown. */
export function stayPageMeta(t: TFunction, detail: StayDetail | undefined, expired: boolean): PageMeta | null {
  if (expired)
    return { title: t('stay.expired.title'), description: t('stay.expired.message'), robots: 'noindex, follow' };
  if (!detail) return null;
  return {
    title: t('stay.pageTitle', { offer: detail.label, hotel: detail.hotel.label }),
    description: detail.description.slice(0, META_DESCRIPTION_LENGTH),
  };
}

/** Tells the shell the page's title (offer + hotel) once the offer is known, or that it expired. */
export function useStayPageMeta(detail: StayDetail | undefined, expired: boolean) {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const meta = stayPageMeta(t, detail, expired);
  const { title = '', description, robots } = meta ?? {};

  useEffect(() => {
    if (!title) return;
    bus.emit('page:meta', { title, ...(description ? { description } : {}), ...(robots ? { robots } : {}) });
  }, [bus, title, description, robots]);
}
