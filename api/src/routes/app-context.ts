import type { Catalogue } from '../catalogue/catalogue';
import type { AutocompleteIndex } from '../search/autocomplete-index';

/** What the routes read: the in-memory catalogue and the suggestion index. */
export interface AppContext {
  catalogue: Catalogue;
  autocomplete: AutocompleteIndex;
}
