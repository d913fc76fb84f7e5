import results from '../results/it.json';
import searchBox from '../search-box/it.json';
import cards from '../cards/it.json';
import map from '../map/it.json';

/** The search's texts in this language, one object per namespace. */
export const texts = { results, 'search-box': searchBox, cards, map };
