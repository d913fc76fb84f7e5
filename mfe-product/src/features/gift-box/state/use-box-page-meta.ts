import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import { useRemoteProps } from '../../../context/remote-props';
import type { BoxDetail } from '../api/get-box-detail';

/** Box pages are kept out of search engines' results; their links are still followed. */
export const BOX_PAGE_ROBOTS = 'noindex, follow';
/** Meta descriptions longer than this are cut by search engines anyway. */
const META_DESCRIPTION_LENGTH = 160;

/**
 * The page's head tags, from the box's page model (title, robots), or the not-found notice; null
 * while unknown. `t` reads the `box` texts.
 */
export function boxPageMeta(t: TFunction, detail: BoxDetail | undefined, notFound: boolean): PageMeta | null {
  if (notFound) return { title: t('notFound.title'), robots: BOX_PAGE_ROBOTS };
  if (!detail) return null;
  return {
    title: detail.pageModel.pageTitle || detail.title,
    ...(detail.description ? { description: detail.description.slice(0, META_DESCRIPTION_LENGTH) } : {}),
    robots: detail.pageModel.metaRobots || BOX_PAGE_ROBOTS,
  };
}

/** Tells the shell the page's head tags once the box is known, or that it does not exist. */
export function useBoxPageMeta(detail: BoxDetail | undefined, notFound: boolean) {
  const { t } = useTranslation('box');
  const { bus } = useRemoteProps();
  const { title = '', description, robots } = boxPageMeta(t, detail, notFound) ?? {};

  useEffect(() => {
    if (!title) return;
    bus.emit('page:meta', { title, ...(description ? { description } : {}), ...(robots ? { robots } : {}) });
  }, [bus, title, description, robots]);
}
