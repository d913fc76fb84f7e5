import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { CmsPageView } from '../features/cms-page/components/cms-page-view';
import { PageLoading } from '../features/cms-page/components/page-loading';
import { useCmsLanding } from '../features/landing/state/use-cms-landing';
import { NotFoundContent } from '../features/not-found/components/not-found-content';

/** What robots read while a landing loads: nothing to index yet, no links to follow. */
const LOADING_ROBOTS = 'noindex, nofollow';

/** A CMS landing (/idees/{slug}): a spinner while it loads, then its page; a 404 for an unknown slug. */
export function LandingPage() {
  const { t } = useTranslation();
  const { flow, bus } = useRemoteProps();
  const state = useCmsLanding();
  const loading = state.status === 'loading';

  useEffect(() => {
    if (loading) bus.emit('page:meta', { title: t('landing.loading'), robots: LOADING_ROBOTS });
  }, [bus, loading, t]);

  if (state.status === 'loading') return <PageLoading label={t('landing.loading')} />;
  if (state.status === 'ready' && state.data === null) return <NotFoundContent />;
  return <CmsPageView page={state.status === 'ready' ? state.data : null} flow={flow} />;
}
