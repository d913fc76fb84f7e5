import results from '../results/es.json';
import searchBox from '../search-box/es.json';
import cards from '../cards/es.json';
import map from '../map/es.json';

/** The search's texts in this language, one object per namespace. */
export const texts = { results, 'search-box': searchBox, cards, map };
