import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import { categoryOfKey, type DestinationKey } from '../../../utils/chosen-destination';
import { placeQuery } from '../api/get-place';
import { SUGGESTION_CATEGORIES, type SuggestionCategory } from '../api/get-destination-suggestions';

function isSuggestionCategory(category: string): category is SuggestionCategory {
  return (SUGGESTION_CATEGORIES as readonly string[]).includes(category);
}

/**
 * The hash only names a place (city=12): asks the api for its label and hands it to `onLabel`
 * once it comes. A place the api cannot name, or a failed call, gives nothing: the field then
 * stays empty and the search itself still uses the place from the hash.
 */
export function usePlaceLabel(
  key: DestinationKey | undefined,
  id: string | undefined,
  onLabel: (label: string) => void,
): void {
  const api = useApiClient();
  const { locale } = useRemoteProps();
  const category = key ? categoryOfKey(key) : undefined;
  const placeCategory = category !== undefined && isSuggestionCategory(category) ? category : null;
  const known = Boolean(id) && placeCategory !== null;
  const query = useQuery({
    ...placeQuery(api, { locale, category: placeCategory ?? 'city', id: id ?? '' }),
    enabled: known,
  });
  useOnNewValue(known ? query.data : null, (place) => onLabel(place.label));
  useOnNewValue(query.error, (error) => console.warn('[mfe-search] place label unavailable', error));
}
