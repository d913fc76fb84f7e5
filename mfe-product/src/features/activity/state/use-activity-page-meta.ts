import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import { useRemoteProps } from '../../../context/remote-props';
import type { ActivityDetail } from '../api/get-activity-detail';

/** Meta descriptions longer than this are cut by search engines anyway. */
const META_DESCRIPTION_LENGTH = 160;
/** An expired or unknown offer is not listed by search engines; its links are still followed. */
const EXPIRED_ROBOTS = 'noindex, follow';

/**
 * The page's head tags, from the offer's page model (title, robots); an expired offer keeps its
 * title but is never indexed, an unknown one gets the expired notice's. Null while unknown.
 */
export function activityPageMeta(t: TFunction, detail: ActivityDetail | undefined, expired: boolean): PageMeta | null {
  if (!detail) return expired ? { title: t('activity:expired.title'), robots: EXPIRED_ROBOTS } : null;
  const description = detail.description.slice(0, META_DESCRIPTION_LENGTH);
  const robots = expired ? EXPIRED_ROBOTS : detail.pageModel.metaRobots;
  return {
    title: detail.pageModel.pageTitle || detail.label,
    ...(description ? { description } : {}),
    ...(robots ? { robots } : {}),
  };
}

/** Tells the shell the page's head tags once the offer is known, or that it expired. */
export function useActivityPageMeta(detail: ActivityDetail | undefined, expired: boolean) {
  const { t } = useTranslation('activity');
  const { bus } = useRemoteProps();
  const meta = activityPageMeta(t, detail, expired);
  const { title = '', description, robots } = meta ?? {};

  useEffect(() => {
    if (!title) return;
    bus.emit('page:meta', { title, ...(description ? { description } : {}), ...(robots ? { robots } : {}) });
  }, [bus, title, description, robots]);
}
