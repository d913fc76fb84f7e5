/**
 * Orders in the shop store, with the rooms they hold and the answers given to idempotency keys.
 *
 * A stay's order holds its rooms night by night from the moment it is created; the rooms left on a
 * night are the catalogue's (`roomsLeftOn`, see `stay-bookability`) minus the rooms held that night by paid orders and by
 * created orders still within UNPAID_ORDER_LIFETIME_MS. Checking the rooms, holding them, writing
 * the order and remembering the key's answer happen in one immediate transaction: two buyers of
 * the last room, or fifty copies of one submission, are served one after the other, and exactly
 * one order results.
 *
 * Status moves only from `created`, to `paid`, `failed` or `cancelled`; leaving `created` for
 * anything but `paid` frees the rooms.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { GiftCodeView } from '../beneficiaries/gift-vouchers';
import type { OfferRecord } from '../catalogue/catalogue-records';
import { epochDayToIso, isoToEpochDay } from '../pricing/dates';
import { NO_ROOM_HOLDS, roomsLeftForStay, type RoomHolds } from '../pricing/stay-bookability';
import { ensureTable, type ShopStore } from '../store/shop-store';
import type { Buyer } from './buyer';
import type { OrderItemSummary } from './order-summary';
import { promotionRuleOf } from './promotion-codes';
import type { PurchaseItems } from './purchase-items';
import type { PriceLine, PurchasePrice, RoomHold } from './purchase-price';
import { emailKey, type ShopperIdentity } from './shopper-identity';

/** A created order left unpaid this long counts as given up: cancelled, its rooms free. */
export const UNPAID_ORDER_LIFETIME_MS = 30 * 60_000;
/** How long an idempotency key's answer is kept; a day covers any retry of a submission. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3_600_000;

export const ORDER_STATUSES = ['created', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the order shows besides its lines, written when it is created. */
export interface OrderDisplay {
  item: OrderItemSummary;
  touristTax: PurchasePrice['touristTax'];
  /** The gift codes issued when the order was paid. */
  giftCodes?: GiftCodeView[];
}

export interface StoredOrder {
  uuid: string;
  reference: string;
  /** As it counts now: a created order past its lifetime reads as cancelled. */
  status: OrderStatus;
  accountId: string | null;
  locale: Locale;
  amount: number;
  currency: 'EUR';
  buyer: Buyer;
  items: PurchaseItems;
  lines: PriceLine[];
  display: OrderDisplay;
  createdAt: string;
  updatedAt: string;
}

interface OrderRow {
  uuid: string;
  reference: string;
  status: OrderStatus;
  account_id: string | null;
  locale: Locale;
  amount: number;
  currency: 'EUR';
  buyer: string;
  items: string;
  lines: string;
  summary: string;
  created_at: string;
  updated_at: string;
}

/** The answer of a created order, given again to every replay of its idempotency key. */
export interface CreatedOrderAnswer {
  orderUUID: string;
  reference: string;
  status: 'created';
  amount: number;
  currency: 'EUR';
}

/** The rooms an order of a stay takes, with the offer they are counted on. */
export interface StayHold {
  offer: OfferRecord;
  rooms: RoomHold;
}

export interface NewOrder {
  idempotencyKey: string;
  requestHash: string;
  accountId: string | null;
  locale: Locale;
  buyer: Buyer;
  items: PurchaseItems;
  expectedAmount: number;
  /** The purchase as priced now, or why the catalogue does not sell it. */
  purchase:
    | { kind: 'priced'; price: PurchasePrice; display: OrderDisplay; hold: StayHold | null }
    | { kind: 'notBookable'; message: string };
}

export type CreateOutcome =
  | { kind: 'created'; statusCode: number; answer: CreatedOrderAnswer }
  | { kind: 'replay'; statusCode: number; answer: CreatedOrderAnswer }
  | { kind: 'keyReused' }
  | { kind: 'notBookable'; message: string }
  | { kind: 'soldOut' }
  /** A first-order code, and the account or the email has ordered before. */
  | { kind: 'promotionRefused'; code: string }
  | { kind: 'priceChanged'; amount: number };

const REFERENCE_DIGITS = 8;

export function ensureOrderTables(store: ShopStore): void {
  ensureTable(
    store,
    `CREATE TABLE IF NOT EXISTS orders (
       uuid TEXT PRIMARY KEY,
       reference TEXT NOT NULL UNIQUE,
       status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'failed', 'cancelled')),
       account_id TEXT,
       locale TEXT NOT NULL,
       amount INTEGER NOT NULL,
       currency TEXT NOT NULL,
       buyer TEXT NOT NULL,
       items TEXT NOT NULL,
       lines TEXT NOT NULL,
       summary TEXT NOT NULL,
       created_at TEXT NOT NULL,
       updated_at TEXT NOT NULL
     );
     CREATE INDEX IF NOT EXISTS orders_by_account ON orders (account_id, created_at);
     CREATE INDEX IF NOT EXISTS orders_by_status ON orders (status, created_at);
     CREATE TABLE IF NOT EXISTS idempotency_keys (
       key TEXT PRIMARY KEY,
       request_hash TEXT NOT NULL,
       status_code INTEGER NOT NULL,
       response TEXT NOT NULL,
       created_at TEXT NOT NULL
     );
     CREATE TABLE IF NOT EXISTS room_nights_held (
       offer_id INTEGER NOT NULL,
       night TEXT NOT NULL,
       order_uuid TEXT NOT NULL REFERENCES orders (uuid),
       rooms INTEGER NOT NULL,
       PRIMARY KEY (order_uuid, night)
     );
     CREATE INDEX IF NOT EXISTS room_nights_by_offer ON room_nights_held (offer_id, night);
     CREATE TABLE IF NOT EXISTS order_shoppers (
       order_uuid TEXT PRIMARY KEY REFERENCES orders (uuid),
       email TEXT NOT NULL,
       first_order_code INTEGER NOT NULL
     );
     CREATE INDEX IF NOT EXISTS order_shoppers_by_email ON order_shoppers (email);`,
  );
  describeEarlierOrders(store);
}

/** Whether an order's lines took a first-order code off. */
function usedFirstOrderCode(items: PurchaseItems, lines: PriceLine[]): boolean {
  const code = items.promotionCodeItem?.code;
  return (
    code !== undefined &&
    promotionRuleOf(code)?.firstOrderOnly === true &&
    lines.some((line) => line.kind === 'promotion')
  );
}

/** Orders written before `order_shoppers` existed get their row, so they count as earlier orders too. */
function describeEarlierOrders(store: ShopStore): void {
  const rows = store
    .prepare(
      `SELECT o.uuid, o.buyer, o.items, o.lines FROM orders o
       LEFT JOIN order_shoppers s ON s.order_uuid = o.uuid WHERE s.order_uuid IS NULL`,
    )
    .all() as Pick<OrderRow, 'uuid' | 'buyer' | 'items' | 'lines'>[];
  const insert = store.prepare('INSERT INTO order_shoppers (order_uuid, email, first_order_code) VALUES (?, ?, ?)');
  for (const row of rows) {
    const buyer = JSON.parse(row.buyer) as Buyer;
    const used = usedFirstOrderCode(JSON.parse(row.items), JSON.parse(row.lines));
    insert.run(row.uuid, emailKey(buyer.email.email), used ? 1 : 0);
  }
}

export class OrderStore {
  constructor(
    private readonly db: ShopStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    ensureOrderTables(db);
  }

  /** Runs `work` in one immediate transaction (nested calls join the outer one). */
  transaction<T>(work: () => T): T {
    return this.db.inTransaction ? work() : this.db.transaction(work).immediate();
  }

  private nowIso(): string {
    return this.now().toISOString();
  }

  /** Created orders made before this instant are past their lifetime. */
  private unpaidCutoffIso(): string {
    return new Date(this.now().getTime() - UNPAID_ORDER_LIFETIME_MS).toISOString();
  }

  /**
   * The rooms held by paid orders and live created ones on the nights from `firstDay` to `lastDay`
   * (day numbers), read in one query: the snapshot a request tests its stays against.
   */
  roomHolds(firstDay: number, lastDay: number): RoomHolds {
    const rows = this.db
      .prepare(
        `SELECT h.offer_id AS offerId, h.night AS night, SUM(h.rooms) AS held
         FROM room_nights_held h JOIN orders o ON o.uuid = h.order_uuid
         WHERE h.night BETWEEN ? AND ?
           AND (o.status = 'paid' OR (o.status = 'created' AND o.created_at >= ?))
         GROUP BY h.offer_id, h.night`,
      )
      .all(epochDayToIso(firstDay), epochDayToIso(lastDay), this.unpaidCutoffIso()) as {
      offerId: number;
      night: string;
      held: number;
    }[];
    const held = new Map<number, Map<number, number>>();
    for (const row of rows) {
      const byNight = held.get(row.offerId) ?? new Map<number, number>();
      byNight.set(isoToEpochDay(row.night)!, row.held);
      held.set(row.offerId, byNight);
    }
    return { heldOn: (offerId, epochDay) => held.get(offerId)?.get(epochDay) ?? 0 };
  }

  /** The holds on the nights of a stay from `checkin` (yyyy-MM-dd); none for a date that is not one. */
  roomHoldsForStay(checkin: string | null, nights: number | null): RoomHolds {
    const firstDay = checkin === null ? null : isoToEpochDay(checkin);
    if (firstDay === null) return NO_ROOM_HOLDS;
    return this.roomHolds(firstDay, firstDay + Math.max(1, nights ?? 1) - 1);
  }

  /**
   * Whether this shopper has ordered before, as first-order codes count it: a paid order from the
   * account or with the email, or one on its way to being paid that used such a code (so two
   * orders placed side by side cannot both be "first"). Orders that failed or were given up do
   * not count.
   */
  hasOrderedBefore(shopper: ShopperIdentity): boolean {
    if (shopper.accountId === null && shopper.email === null) return false;
    const row = this.db
      .prepare(
        `SELECT 1 FROM orders o LEFT JOIN order_shoppers s ON s.order_uuid = o.uuid
         WHERE (o.account_id = ? OR s.email = ?)
           AND (o.status = 'paid' OR (o.status = 'created' AND o.created_at >= ? AND s.first_order_code = 1))
         LIMIT 1`,
      )
      .get(shopper.accountId, shopper.email, this.unpaidCutoffIso());
    return row !== undefined;
  }

  /** Whether some night of the stay has fewer rooms left than it needs (the rule of `stay-bookability`). */
  isSoldOut(offer: OfferRecord, hold: Pick<RoomHold, 'nights' | 'rooms'>): boolean {
    const firstDay = isoToEpochDay(hold.nights[0] ?? '');
    if (firstDay === null) return false;
    const holds = this.roomHoldsForStay(hold.nights[0]!, hold.nights.length);
    return roomsLeftForStay(offer, holds, firstDay, hold.nights.length) < hold.rooms;
  }

  /** Marks created orders past their lifetime cancelled and frees their rooms. */
  expireUnpaid(): void {
    this.transaction(() => {
      const cutoff = this.unpaidCutoffIso();
      this.db
        .prepare(
          `DELETE FROM room_nights_held WHERE order_uuid IN
             (SELECT uuid FROM orders WHERE status = 'created' AND created_at < ?)`,
        )
        .run(cutoff);
      this.db
        .prepare(`UPDATE orders SET status = 'cancelled', updated_at = ? WHERE status = 'created' AND created_at < ?`)
        .run(this.nowIso(), cutoff);
    });
  }

  create(order: NewOrder): CreateOutcome {
    return this.transaction(() => {
      this.expireUnpaid();
      const now = this.now();
      this.db
        .prepare('DELETE FROM idempotency_keys WHERE created_at < ?')
        .run(new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString());
      const known = this.db
        .prepare('SELECT request_hash, status_code, response FROM idempotency_keys WHERE key = ?')
        .get(order.idempotencyKey) as { request_hash: string; status_code: number; response: string } | undefined;
      if (known) {
        if (known.request_hash !== order.requestHash) return { kind: 'keyReused' };
        return { kind: 'replay', statusCode: known.status_code, answer: JSON.parse(known.response) };
      }
      // A known key answers as it did, whatever the catalogue says since.
      const purchase = order.purchase;
      if (purchase.kind === 'notBookable') return purchase;
      const { price, hold } = purchase;
      if (hold && this.isSoldOut(hold.offer, hold.rooms)) return { kind: 'soldOut' };
      // A first-order code is settled here, in the order's transaction, against the account and the
      // email: the price the checkout showed could only know the account, and two orders sent side
      // by side must not both count as the first. A shopper who expected its discount is told why.
      const email = emailKey(order.buyer.email.email);
      const firstOrderCode = usedFirstOrderCode(order.items, price.lines);
      const promotion = price.promotion;
      const refusedNow = firstOrderCode && this.hasOrderedBefore({ accountId: order.accountId, email });
      const refusedBefore = promotion?.refusal === 'firstOrderOnly' && order.expectedAmount !== price.payToday;
      if (promotion && (refusedNow || refusedBefore)) return { kind: 'promotionRefused', code: promotion.code };
      if (order.expectedAmount !== price.payToday) return { kind: 'priceChanged', amount: price.payToday };

      const uuid = randomUUID();
      const createdAt = now.toISOString();
      const answer: CreatedOrderAnswer = {
        orderUUID: uuid,
        reference: this.freshReference(),
        status: 'created',
        amount: price.payToday,
        currency: 'EUR',
      };
      this.db
        .prepare(
          `INSERT INTO orders (uuid, reference, status, account_id, locale, amount, currency, buyer, items, lines,
             summary, created_at, updated_at)
           VALUES (?, ?, 'created', ?, ?, ?, 'EUR', ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          uuid,
          answer.reference,
          order.accountId,
          order.locale,
          answer.amount,
          JSON.stringify(order.buyer),
          JSON.stringify(order.items),
          JSON.stringify(price.lines),
          JSON.stringify(purchase.display),
          createdAt,
          createdAt,
        );
      this.db
        .prepare('INSERT INTO order_shoppers (order_uuid, email, first_order_code) VALUES (?, ?, ?)')
        .run(uuid, email, firstOrderCode ? 1 : 0);
      if (hold) {
        const insert = this.db.prepare(
          'INSERT INTO room_nights_held (offer_id, night, order_uuid, rooms) VALUES (?, ?, ?, ?)',
        );
        for (const night of hold.rooms.nights) insert.run(hold.offer.id, night, uuid, hold.rooms.rooms);
      }
      const statusCode = 201;
      this.db
        .prepare(
          'INSERT INTO idempotency_keys (key, request_hash, status_code, response, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(order.idempotencyKey, order.requestHash, statusCode, JSON.stringify(answer), createdAt);
      return { kind: 'created', statusCode, answer };
    });
  }

  /** Eight random digits no other order has. */
  private freshReference(): string {
    const taken = this.db.prepare('SELECT 1 FROM orders WHERE reference = ?');
    for (;;) {
      const reference = String(randomInt(0, 10 ** REFERENCE_DIGITS)).padStart(REFERENCE_DIGITS, '0');
      if (!taken.get(reference)) return reference;
    }
  }

  find(uuid: string): StoredOrder | undefined {
    const row = this.db.prepare('SELECT * FROM orders WHERE uuid = ?').get(uuid) as OrderRow | undefined;
    return row ? this.stored(row) : undefined;
  }

  /** The order with this booking reference (the 8 digits a customer quotes), if any. */
  findByReference(reference: string): StoredOrder | undefined {
    const row = this.db.prepare('SELECT * FROM orders WHERE reference = ?').get(reference) as OrderRow | undefined;
    return row ? this.stored(row) : undefined;
  }

  /** The account's orders, newest first. */
  ofAccount(accountId: string): StoredOrder[] {
    const rows = this.db
      .prepare('SELECT * FROM orders WHERE account_id = ? ORDER BY created_at DESC, rowid DESC')
      .all(accountId) as OrderRow[];
    return rows.map((row) => this.stored(row));
  }

  /**
   * Moves a created order on, freeing its rooms unless it is paid. False when the order is not
   * (or no longer) created.
   */
  settle(uuid: string, status: Exclude<OrderStatus, 'created'>): boolean {
    return this.transaction(() => {
      this.expireUnpaid();
      const moved = this.db
        .prepare(`UPDATE orders SET status = ?, updated_at = ? WHERE uuid = ? AND status = 'created'`)
        .run(status, this.nowIso(), uuid);
      if (moved.changes !== 1) return false;
      if (status !== 'paid') this.db.prepare('DELETE FROM room_nights_held WHERE order_uuid = ?').run(uuid);
      return true;
    });
  }

  /** Writes the gift codes issued at payment on what the order shows. */
  recordGiftCodes(uuid: string, giftCodes: GiftCodeView[]): void {
    this.transaction(() => {
      const row = this.db.prepare('SELECT summary FROM orders WHERE uuid = ?').get(uuid) as
        Pick<OrderRow, 'summary'> | undefined;
      if (!row) return;
      const display: OrderDisplay = { ...JSON.parse(row.summary), giftCodes };
      this.db.prepare('UPDATE orders SET summary = ? WHERE uuid = ?').run(JSON.stringify(display), uuid);
    });
  }

  private stored(row: OrderRow): StoredOrder {
    const expired = row.status === 'created' && row.created_at < this.unpaidCutoffIso();
    return {
      uuid: row.uuid,
      reference: row.reference,
      status: expired ? 'cancelled' : row.status,
      accountId: row.account_id,
      locale: row.locale,
      amount: row.amount,
      currency: row.currency,
      buyer: JSON.parse(row.buyer),
      items: JSON.parse(row.items),
      lines: JSON.parse(row.lines),
      display: JSON.parse(row.summary),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }
}
