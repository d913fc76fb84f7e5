import { useCallback } from 'react';
import { languageOf } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../context/remote-props';
import { placeInSentence, type PlaceInSentence } from '../utils/place-in-sentence';

/** Places as they read in a sentence of the shop's language (see utils/place-in-sentence). */
export function usePlaceInSentence(): (place: PlaceInSentence) => string {
  const { locale } = useRemoteProps();
  const language = languageOf(locale);
  return useCallback((place: PlaceInSentence) => placeInSentence(language, place), [language]);
}
