import type { KyInstance } from 'ky';

export interface WalletIntent {
  paymentIntentId: string;
  paymentMethod: string;
}

/**
 * POST /gateway/wallet-sandbox/intents: the wallet authorises the payment of an order with a
 * card. The card that plays a wallet outage answers 424 `WALLET_INIT_FAILED`.
 */
export function createWalletIntent(api: KyInstance, orderUUID: string, cardId: string): Promise<WalletIntent> {
  return api.post('gateway/wallet-sandbox/intents', { json: { orderUUID, cardId } }).json<WalletIntent>();
}
