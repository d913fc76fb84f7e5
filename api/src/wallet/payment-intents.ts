/**
 * Payment intents of the sandbox wallet: one per attempt to pay an order with a card, for the
 * order's amount at that moment. The payment call later presents the intent's id; its card's
 * outcome decides whether the order is paid.
 */
import { randomBytes } from 'node:crypto';
import { ensureTable, type ShopStore } from '../store/shop-store';
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
    private readonly db: ShopStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    ensureTable(
      db,
      `CREATE TABLE IF NOT EXISTS wallet_payment_intents (
         id TEXT PRIMARY KEY,
         order_uuid TEXT NOT NULL,
         amount INTEGER NOT NULL,
         card_id TEXT NOT NULL,
         outcome TEXT NOT NULL CHECK (outcome IN ('success', 'declined')),
         created_at TEXT NOT NULL
       );
       CREATE INDEX IF NOT EXISTS wallet_payment_intents_by_order ON wallet_payment_intents (order_uuid);`,
    );
  }

  create(intent: Omit<PaymentIntent, 'id' | 'createdAt'>): PaymentIntent {
    const stored: PaymentIntent = {
      ...intent,
      // Unguessable, like a provider's: whoever holds it may settle the order with it.
      id: `pi_${randomBytes(16).toString('hex')}`,
      createdAt: this.now().toISOString(),
    };
    this.db
      .prepare(
        `INSERT INTO wallet_payment_intents (id, order_uuid, amount, card_id, outcome, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(stored.id, stored.orderUUID, stored.amount, stored.cardId, stored.outcome, stored.createdAt);
    return stored;
  }

  find(id: string): PaymentIntent | undefined {
    const row = this.db
      .prepare(
        `SELECT id, order_uuid AS orderUUID, amount, card_id AS cardId, outcome, created_at AS createdAt
         FROM wallet_payment_intents WHERE id = ?`,
      )
      .get(id) as PaymentIntent | undefined;
    return row;
  }
}
