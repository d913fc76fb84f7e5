import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { useCmsCampaign } from '../features/campaign/state/use-cms-campaign';
import { CmsPageView } from '../features/cms-page/components/cms-page-view';
import { PageLoading } from '../features/cms-page/components/page-loading';
import { NotFoundContent } from '../features/not-found/components/not-found-content';

/**
 * A seasonal campaign (black-friday, spring, valentines, xmas): its CMS page, or straight home
 * where the campaign does not run on the locale (the back button skips it); a 404 for another id.
 */
export function CampaignPage() {
  const { t } = useTranslation();
  const { flow, navigate } = useRemoteProps();
  const state = useCmsCampaign();
  const leadsHome = state.status === 'ready' && state.data?.redirectHome === true;

  const goHome = useEffectEvent(() => navigate({ kind: 'home' }, { replace: true }));
  useEffect(() => {
    if (leadsHome) goHome();
  }, [leadsHome]);

  if (state.status === 'loading' || leadsHome) return <PageLoading label={t('campaign.loading')} />;
  if (state.status === 'error') return <CmsPageView page={null} flow={flow} />;
  if (state.data === null) return <NotFoundContent />;
  return <CmsPageView page={state.data.redirectHome ? null : state.data.page} flow={flow} />;
}
