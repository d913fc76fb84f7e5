import type { Catalogue } from '../catalogue/catalogue';
import type { AutocompleteIndex } from '../search/autocomplete-index';
import type { ShopStore } from '../store/shop-store';

/** What the routes use: the in-memory catalogue, the suggestion index and the shop's own writes. */
export interface AppContext {
  catalogue: Catalogue;
  autocomplete: AutocompleteIndex;
  store: ShopStore;
}
