import type { Catalogue } from '../catalogue/catalogue';
import type { AutocompleteIndex } from '../search/autocomplete-index';
import type { ShopStore } from '../store/shop-store';
import type { ShopOrigins } from '../http/shop-origins';
import type { CareOperators } from '../care/care-operators';
import type { OrderStore } from '../orders/order-store';
import type { SignInThrottle } from '../care/sign-in-throttle';
import type { GiftVoucherStore } from '../beneficiaries/gift-vouchers';
import type { ThrottleState } from '../http/throttle-state';

/** What the routes use: the in-memory catalogue, the suggestion index and the shop's own writes. */
export interface AppContext {
  catalogue: Catalogue;
  autocomplete: AutocompleteIndex;
  store: ShopStore;
  /** The shop's own sites, for the routes that refuse requests made by other sites' pages. */
  shopOrigins: ShopOrigins;
  /** Orders and the rooms they hold: the product pages take those rooms off sale, the purchase routes write them. */
  orders: OrderStore;
  /** The gifts paid for, under their gift codes: the beneficiary routes read them. */
  vouchers: GiftVoucherStore;
  /** Customer-care sign-in: the operators, the key tokens are signed with, the failed-attempt throttle. */
  care: { operators: CareOperators; tokenSecret: string; throttle: SignInThrottle };
  /** The shop's data folder: where a generated secret is kept when the environment sets none. */
  dataDir: string;
  /** The settings secrets are read from: the process's environment, with the store's DATABASE_URL. */
  environment: NodeJS.ProcessEnv;
  /** Where the limits keep their counts: shared by the apis of one PostgreSQL store, else in memory. */
  throttles: ThrottleState;
}
