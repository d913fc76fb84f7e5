import results from '../results/nl.json';
import searchBox from '../search-box/nl.json';
import cards from '../cards/nl.json';
import map from '../map/nl.json';

/** The search's texts in this language, one object per namespace. */
export const texts = { results, 'search-box': searchBox, cards, map };
