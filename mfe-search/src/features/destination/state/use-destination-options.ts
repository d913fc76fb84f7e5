import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import { destinationSuggestionsQuery, type DestinationSuggestion } from '../api/get-destination-suggestions';
import { recommendedSuggestionsQuery, type RecommendedSuggestion } from '../api/get-recommended-suggestions';
import { keyOfCategory, type ChosenDestination } from '../../../utils/chosen-destination';
import { destinationFromSuggestion } from '../utils/destination';
import { destinationChosenEvent } from '../utils/destination-tracking';
import { readRecentSearches, type RecentSearch } from './recent-searches';
import type { LatLng } from '../../../utils/user-location';
import { useUserLocationRequest } from './use-user-location-request';

/** Autocomplete waits for a pause in typing and for enough letters to mean something. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;
export const SUGGESTIONS_MIN_CHARS = 2;

export type DestinationOption =
  | { id: string; kind: 'around'; label: string }
  | { id: string; kind: 'recent'; label: string; recent: RecentSearch }
  | { id: string; kind: 'place'; label: string; suggestion: DestinationSuggestion }
  | { id: string; kind: 'recommended'; label: string; suggestion: RecommendedSuggestion };

export interface DestinationOptionSection {
  id: string;
  title: string;
  options: DestinationOption[];
}

const NO_SUGGESTIONS: never[] = [];

function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && Boolean(navigator.geolocation);
}

/**
 * The options of the destination field: with an empty field (or the chosen place's name), "Around
 * me" and the recent searches; from two letters, the places of the autocomplete by category, then "Recommended" hotels and stays.
 * Each call only logs its failure.
 */
export function useDestinationOptions({ text, chosenLabel }: { text: string; chosenLabel?: string }) {
  const { t } = useTranslation('search-box');
  const api = useApiClient();
  const { locale } = useRemoteProps();
  const term = text.trim();
  // The chosen place's own name asks for nothing new: it offers what an empty field offers
  // ("Around me", the recent searches) rather than a list with no match.
  const isEmpty = text === '' || (chosenLabel !== undefined && text === chosenLabel);
  const wantsSuggestions = term.length >= SUGGESTIONS_MIN_CHARS && text !== chosenLabel;

  // Both lists are asked after a pause in typing; each shows as it comes, the last ones staying
  // meanwhile. A failed call only logs and leaves its list empty.
  const askedTerm = useDebouncedValue(wantsSuggestions ? term : null, SUGGESTIONS_DEBOUNCE_MS);
  const asks = wantsSuggestions && askedTerm !== null;
  const placesAnswer = useQuery({
    ...destinationSuggestionsQuery(api, { locale, term: askedTerm ?? '' }),
    enabled: asks,
    placeholderData: keepPreviousData,
  });
  const recommendedAnswer = useQuery({
    ...recommendedSuggestionsQuery(api, {
      locale,
      q: askedTerm ?? '',
      catalogSourceType: 'site',
      catalogSourceCode: locale,
    }),
    enabled: asks,
    placeholderData: keepPreviousData,
  });
  useOnNewValue(placesAnswer.error, (error) => console.warn('[mfe-search] destination autocomplete failed', error));
  useOnNewValue(recommendedAnswer.error, (error) =>
    console.warn('[mfe-search] recommended autocomplete failed', error),
  );
  const places = placesAnswer.data ?? NO_SUGGESTIONS;
  const recommended = recommendedAnswer.data ?? NO_SUGGESTIONS;
  const loading = wantsSuggestions && (askedTerm !== term || placesAnswer.isFetching || recommendedAnswer.isFetching);

  // Read again each time the field empties: another tab may have searched meanwhile.
  const recentSearches = useMemo(() => (isEmpty ? readRecentSearches() : []), [isEmpty]);

  const sections = useMemo<DestinationOptionSection[]>(() => {
    if (isEmpty) {
      const result: DestinationOptionSection[] = [];
      if (hasGeolocation())
        result.push({
          id: 'position',
          title: t('searchBox.destination.position'),
          options: [{ id: 'around', kind: 'around', label: t('searchBox.destination.aroundMe') }],
        });
      if (recentSearches.length > 0) {
        result.push({
          id: 'recent',
          title: t('searchBox.destination.recentSearches'),
          options: recentSearches.map((recent) => ({
            id: `recent-${recent.category}-${recent.id}`,
            kind: 'recent',
            label: recent.label,
            recent,
          })),
        });
      }
      return result;
    }
    if (!wantsSuggestions) return [];
    const byCategory = new Map<string, DestinationOptionSection>();
    for (const suggestion of places) {
      let section = byCategory.get(suggestion.category);
      if (!section)
        byCategory.set(
          suggestion.category,
          (section = {
            id: suggestion.category,
            title: t(`searchBox.destination.categories.${suggestion.category}`),
            options: [],
          }),
        );
      section.options.push({
        id: `place-${suggestion.category}-${suggestion.id}`,
        kind: 'place',
        label: suggestion.label,
        suggestion,
      });
    }
    const result = [...byCategory.values()];
    if (recommended.length > 0) {
      result.push({
        id: 'recommended',
        title: t('searchBox.destination.recommended'),
        options: recommended.map((suggestion) => ({
          id: `recommended-${suggestion.type}-${suggestion.id}`,
          kind: 'recommended',
          label: suggestion.label,
          suggestion,
        })),
      });
    }
    return result;
  }, [isEmpty, wantsSuggestions, recentSearches, places, recommended, t]);

  const findOption = useCallback(
    (key: unknown): DestinationOption | undefined => {
      for (const section of sections) {
        const option = section.options.find((candidate) => candidate.id === key);
        if (option) return option;
      }
      return undefined;
    },
    [sections],
  );

  return { sections, loading, wantsSuggestions, findOption };
}

export interface DestinationChoiceHandlers {
  onChoose(destination: ChosenDestination): void;
  /** A recommended stay opens its product page. */
  onOpenOffer(offerId: string): void;
}

/** The destination "Around me" gives once the browser has told the position. */
export function aroundMe(position: LatLng, label: string): ChosenDestination {
  return { kind: 'around', ...position, label };
}

/** A recommended stay (not a hotel) of the options: its card can be shown. */
export function stayOf(option: DestinationOption | undefined): RecommendedSuggestion | null {
  return option?.kind === 'recommended' && option.suggestion.type === 'offer' ? option.suggestion : null;
}

/** What choosing an option does; "Around me" asks the browser for the position first. */
export function useDestinationChoice({ onChoose, onOpenOffer }: DestinationChoiceHandlers) {
  const { t } = useTranslation('search-box');
  const { bus } = useRemoteProps();
  const { locating, locate, reset } = useUserLocationRequest();

  const choose = useCallback(
    (option: DestinationOption) => {
      switch (option.kind) {
        case 'around':
          locate((position) => onChoose(aroundMe(position, t('searchBox.destination.aroundMe'))));
          return;
        case 'recent': {
          const key = keyOfCategory(option.recent.category);
          if (key) onChoose({ kind: 'place', key, id: option.recent.id, label: option.recent.label });
          return;
        }
        case 'place':
          reset();
          onChoose(destinationFromSuggestion(option.suggestion));
          // Choosing a suggestion of the autocomplete is a selection analytics counts.
          bus.emit('tracking:event', destinationChosenEvent(option.suggestion));
          return;
        case 'recommended':
          if (option.suggestion.type === 'hotel') {
            const id = String(option.suggestion.hotelId);
            onChoose({ kind: 'place', key: 'hotelId', id, label: option.suggestion.label });
            bus.emit(
              'tracking:event',
              destinationChosenEvent({ category: 'hotel', id, label: option.suggestion.label }),
            );
          } else onOpenOffer(option.suggestion.value);
          return;
      }
    },
    [onChoose, onOpenOffer, t, locate, reset, bus],
  );

  return { choose, locating };
}
