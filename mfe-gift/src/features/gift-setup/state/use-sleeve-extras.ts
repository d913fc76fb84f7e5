import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { sleeveExtrasQuery } from '../api/get-sleeve-extras';
import { sleeveGroups, type SleeveGroup } from '../utils/sleeve-selection';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { GIFT_SETUP_SOURCE, isFault } from '../utils/gift-setup-failures';

export type SleeveExtras =
  { status: 'pending' } | { status: 'error'; retry(): void } | { status: 'ready'; groups: SleeveGroup[] };

/** The sleeve extras grouped for the page; asked for only once the gift is physical. */
export function useSleeveExtras(enabled: boolean): SleeveExtras {
  const { t } = useTranslation();
  const { locale, language } = useRemoteProps();
  const api = useApiClient();
  const query = useQuery({ ...sleeveExtrasQuery(api, locale), enabled });
  useReportFailure(query.error, GIFT_SETUP_SOURCE, isFault);
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (!query.data) return { status: 'pending' };
  return { status: 'ready', groups: sleeveGroups(query.data, language, t('giftSetup.sleeves.standard')) };
}
