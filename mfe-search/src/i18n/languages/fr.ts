import results from '../results/fr.json';
import searchBox from '../search-box/fr.json';
import cards from '../cards/fr.json';
import map from '../map/fr.json';

/** The search's texts in this language, one object per namespace. */
export const texts = { results, 'search-box': searchBox, cards, map };
