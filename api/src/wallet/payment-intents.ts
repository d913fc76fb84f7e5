/**
 * Payment intents of the sandbox wallet: one per attempt to pay an order with a card, for the
 * order's amount at that moment. The payment call later presents the intent's id; its card's
 * outcome decides whether the order is paid.
 */
import { randomBytes } from 'node:crypto';
import type { ShopExecutor, ShopStore } from '../store/shop-store';
import type { CardOutcome } from './sandbox-wallet';

export interface PaymentIntent {
  id: string;
  orderUUID: string;
  amount: number;
  cardId: string;
  outcome: Exclude<CardOutcome, 'initFailure'>;
  createdAt: string;
}

export class PaymentIntents {
  constructor(
    private readonly store: ShopStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(intent: Omit<PaymentIntent, 'id' | 'createdAt'>): Promise<PaymentIntent> {
    const stored: PaymentIntent = {
      ...intent,
      // Unguessable, like a provider's: whoever holds it may settle the order with it.
      id: `pi_${randomBytes(16).toString('hex')}`,
      createdAt: this.now().toISOString(),
    };
    await this.store.db
      .insertInto('wallet_payment_intents')
      .values({
        id: stored.id,
        order_uuid: stored.orderUUID,
        amount: stored.amount,
        card_id: stored.cardId,
        outcome: stored.outcome,
        created_at: stored.createdAt,
      })
      .execute();
    return stored;
  }

  async find(id: string, executor: ShopExecutor = this.store.db): Promise<PaymentIntent | undefined> {
    return executor
      .selectFrom('wallet_payment_intents')
      .select(['id', 'order_uuid as orderUUID', 'amount', 'card_id as cardId', 'outcome', 'created_at as createdAt'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
