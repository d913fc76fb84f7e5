import { useTranslation } from 'react-i18next';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { NoticeButton, NoticeLink, PageNotice } from '../../../components/page-notice';
import { useRemoteProps } from '../../../context/remote-props';
import type { BreadCrumbEntry } from '../api/get-activity-detail';

/**
 * An activity no longer sold, or unknown: "Too late!", and the search for other offers, around the
 * activity's place when it is known.
 */
export function ActivityExpiredNotice({ near }: { near?: BreadCrumbEntry | undefined }) {
  const { t } = useTranslation('activity');
  const props = useRemoteProps();
  const search: RouteTarget = {
    kind: 'search',
    ...(near ? { hash: new URLSearchParams({ [near.placeType]: String(near.placeId) }).toString() } : {}),
  };
  return (
    <PageNotice title={t('expired.title')} message={`${t('expired.message')} ${t('expired.suggestion')}`}>
      <NoticeLink {...shopLinkProps(props, search)}>{t('expired.otherOffers')}</NoticeLink>
    </PageNotice>
  );
}

/** Any other failure to load the activity: say so, and let the visitor try again. */
export function ActivityLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('activity');
  return (
    <PageNotice title={t('error.title')} isAlert>
      <NoticeButton onPress={onRetry}>{t('error.retry')}</NoticeButton>
    </PageNotice>
  );
}
