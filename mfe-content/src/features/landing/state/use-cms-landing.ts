import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { useCmsQueryState, type CmsQueryState } from '../../cms-page/state/use-cms-query-state';
import { cmsLandingQuery, type CmsLanding } from '../api/get-cms-landing';

/** The landing the route names (its id is the slug); `data` null for one the locale does not have. */
export function useCmsLanding(): CmsQueryState<CmsLanding | null> {
  const { locale, route } = useRemoteProps();
  const slug = route.id ?? '';
  const query = useQuery({ ...cmsLandingQuery(useApiClient(), { locale, slug }), enabled: slug !== '' });
  const state = useCmsQueryState(query, 'mfe-content/landing');
  return slug === '' ? { status: 'ready', data: null } : state;
}
