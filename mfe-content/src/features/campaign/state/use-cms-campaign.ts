import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { useCmsQueryState, type CmsQueryState } from '../../cms-page/state/use-cms-query-state';
import { cmsCampaignQuery, type CmsCampaign } from '../api/get-cms-campaign';

/** The campaign the route names; `data` null for an id that is no campaign. */
export function useCmsCampaign(): CmsQueryState<CmsCampaign | null> {
  const { locale, route } = useRemoteProps();
  const id = route.id ?? '';
  const query = useQuery({ ...cmsCampaignQuery(useApiClient(), { locale, id }), enabled: id !== '' });
  const state = useCmsQueryState(query, 'mfe-content/campaign');
  return id === '' ? { status: 'ready', data: null } : state;
}
