import { useEffect, useEffectEvent } from 'react';
import { useRemoteProps } from '../../../context/remote-props';
import { categoryOfKey, type DestinationKey } from '../../../utils/chosen-destination';
import { getPlace } from '../api/get-place';
import { SUGGESTION_CATEGORIES, type SuggestionCategory } from '../api/get-destination-suggestions';

function isSuggestionCategory(category: string): category is SuggestionCategory {
  return (SUGGESTION_CATEGORIES as readonly string[]).includes(category);
}

/**
 * The hash only names a place (city=12): asks the api for its label and hands it to `onLabel`.
 * A place the api cannot name, or a failed call, gives nothing: the field then stays empty and the
 * search itself still uses the place from the hash.
 */
export function usePlaceLabel(
  key: DestinationKey | undefined,
  id: string | undefined,
  onLabel: (label: string) => void,
): void {
  const { apiBase, locale } = useRemoteProps();
  const reportLabel = useEffectEvent(onLabel);
  useEffect(() => {
    const category = key ? categoryOfKey(key) : undefined;
    if (!id || !category || !isSuggestionCategory(category)) return;
    const controller = new AbortController();
    getPlace({ apiBase, locale, category, id, signal: controller.signal })
      .then((place) => reportLabel(place.label))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[mfe-search] place label unavailable', error);
      });
    return () => controller.abort();
  }, [apiBase, locale, key, id]);
}
