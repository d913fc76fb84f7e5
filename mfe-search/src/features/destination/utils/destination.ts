import { isDestinationKey, type ChosenDestination } from '../../../utils/chosen-destination';
import type { DestinationSuggestion } from '../api/get-destination-suggestions';

/** The suggestion's own hash pair (`city=12`), or its category and id when the pair is unusable. */
export function destinationFromSuggestion(suggestion: DestinationSuggestion): ChosenDestination {
  const [key = '', id = ''] = suggestion.value.split('=');
  if (isDestinationKey(key) && id) return { kind: 'place', key, id, label: suggestion.label };
  return {
    kind: 'place',
    key: suggestion.category === 'hotel' ? 'hotelId' : suggestion.category,
    id: String(suggestion.id),
    label: suggestion.label,
  };
}
