import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import { participantsOf, type Passengers } from '../../../utils/passengers';

/**
 * "2 adults, 1 child" (or "2 participants" for activities): the travellers field's text. Its own
 * file so the phone's search summary shows it without downloading the travellers dialog.
 */
export function usePassengersSummary(value: Passengers, flow: Flow): string {
  const { t } = useTranslation('search-box');
  if (flow === 'activity') return t('searchBox.travellers.participants', { count: participantsOf(value, flow) });
  return [
    t('searchBox.travellers.adults', { count: value.adults }),
    value.children > 0 ? t('searchBox.travellers.children', { count: value.children }) : null,
    value.babies > 0 ? t('searchBox.travellers.babies', { count: value.babies }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}
