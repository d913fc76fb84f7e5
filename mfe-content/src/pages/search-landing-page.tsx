import { useEffect, useEffectEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { PageLoading } from '../features/cms-page/components/page-loading';
import { NotFoundContent } from '../features/not-found/components/not-found-content';
import { searchLandingTarget } from '../features/search-landing/utils/search-landing-target';

/**
 * A search landing (/ville/paris-10001, /idee/romantique-23…): it only leads to the search its id
 * names, replacing itself in the history; an id that names none shows the 404 body.
 */
export function SearchLandingPage() {
  const { t } = useTranslation();
  const { route, navigate } = useRemoteProps();
  const { kind, id } = route;
  // Read again only when the route's kind or id change, so an update of other props moves nothing.
  const target = useMemo(() => searchLandingTarget({ kind, ...(id === undefined ? {} : { id }) }), [kind, id]);

  const goToSearch = useEffectEvent(() => {
    if (target) navigate(target, { replace: true });
  });
  useEffect(() => {
    goToSearch();
  }, [target]);

  return target ? <PageLoading label={t('landing.searchLoading')} /> : <NotFoundContent />;
}
