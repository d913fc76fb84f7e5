import type { Locale } from '@escapade/shared-contracts/locales';
import type { KyInstance } from 'ky';
import type { Buyer } from '../../../utils/purchase-body';

/** What a test card of the sandbox wallet does when it pays. */
export type WalletCardOutcome = 'success' | 'declined' | 'initFailure';

export interface WalletCard {
  id: string;
  brand: string;
  last4: string;
  outcome: WalletCardOutcome;
}

export interface WalletCards {
  /** The wallet's name as shoppers know it ("EscaPay"). */
  paymentMethod: string;
  cards: WalletCard[];
  /** The buyer the wallet holds: the sandbox's demo customer of the locale's country. */
  contact: Buyer;
}

/** GET /gateway/wallet-sandbox/cards, for the site's locale. */
export function walletCardsQuery(api: KyInstance, locale: Locale) {
  return {
    queryKey: ['wallet-sandbox', 'cards', locale] as const,
    queryFn: () => api.get('gateway/wallet-sandbox/cards', { searchParams: { locale } }).json<WalletCards>(),
  };
}
