import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import { useRemoteProps } from '../../../context/remote-props';
import type { HotelDetail } from '../api/get-hotel-detail';

/** Meta descriptions longer than this are cut by search engines anyway. */
const META_DESCRIPTION_LENGTH = 160;
/** A page search engines should not list, but whose links they may follow. */
const NOT_INDEXED = 'noindex, follow';

/**
 * The page's head tags: "{hotel} – {city}" and the start of the description; a hotel with nothing
 * left to sell, or an unknown one, is not indexed. Null while the hotel is unknown.
 */
export function hotelPageMeta(
  t: TFunction<'hotel'>,
  detail: HotelDetail | undefined,
  notFound: boolean,
): PageMeta | null {
  if (notFound) return { title: t('notFound.title'), robots: NOT_INDEXED };
  if (!detail) return null;
  const title = detail.location.label
    ? t('pageTitle', { hotel: detail.label, city: detail.location.label })
    : detail.label;
  return {
    title,
    ...(detail.description ? { description: detail.description.slice(0, META_DESCRIPTION_LENGTH) } : {}),
    ...(detail.active ? {} : { robots: NOT_INDEXED }),
  };
}

/** Tells the shell the page's head tags once the hotel is known (or known not to exist). */
export function useHotelPageMeta(detail: HotelDetail | undefined, notFound: boolean) {
  const { t } = useTranslation('hotel');
  const { bus } = useRemoteProps();
  const { title = '', description, robots } = hotelPageMeta(t, detail, notFound) ?? {};

  useEffect(() => {
    if (!title) return;
    bus.emit('page:meta', { title, ...(description ? { description } : {}), ...(robots ? { robots } : {}) });
  }, [bus, title, description, robots]);
}
