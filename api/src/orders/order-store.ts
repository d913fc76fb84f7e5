/**
 * Orders in the shop store, with the rooms they hold and the answers given to idempotency keys.
 *
 * A stay's order holds its rooms night by night from the moment it is created; the rooms left on a
 * night are the catalogue's (`roomsLeftOn`, see `stay-bookability`) minus the rooms held that night by paid orders and by
 * created orders still within UNPAID_ORDER_LIFETIME_MS. Checking the rooms, holding them, writing
 * the order and remembering the key's answer happen in one transaction, under the locks of its
 * idempotency key and its offer (and of its shopper for a first-order code): two buyers of the
 * last room, or fifty copies of one submission, are served one after the other, and exactly one
 * order results. The idempotency key's primary key stands behind the locks.
 *
 * Status moves only from `created`, to `paid`, `failed` or `cancelled`; leaving `created` for
 * anything but `paid` frees the rooms.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { GiftCodeView } from '../beneficiaries/gift-vouchers';
import type { OfferRecord } from '../catalogue/catalogue-records';
import { epochDayToIso, isoToEpochDay } from '../pricing/dates';
import { NO_ROOM_HOLDS, roomsLeftForStay, type RoomHolds } from '../pricing/stay-bookability';
import { insertionOrder, type ShopExecutor, type ShopStore, type ShopTransaction } from '../store/shop-store';
import type { OrdersTable } from '../store/shop-tables';
import type { Buyer } from './buyer';
import type { OrderItemSummary } from './order-summary';
import { promotionRuleOf } from './promotion-codes';
import type { PurchaseItems } from './purchase-items';
import { NEW_SHOPPER, type PriceLine, type PurchasePrice, type PurchaseShopper, type RoomHold } from './purchase-price';
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

type OrderRow = Selectable<OrdersTable>;

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

/**
 * The lock of an order's status: the transactions that read an order and move it on (its payment,
 * its cancellation) take it, so on PostgreSQL they too are served one after the other.
 */
export function orderStatusLockKey(orderUUID: string): string {
  return `order-status:${orderUUID}`;
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
async function describeEarlierOrders(store: ShopStore): Promise<void> {
  await store.transaction(async (trx) => {
    const rows = await trx
      .selectFrom('orders as o')
      .leftJoin('order_shoppers as s', 's.order_uuid', 'o.uuid')
      .select(['o.uuid', 'o.buyer', 'o.items', 'o.lines'])
      .where('s.order_uuid', 'is', null)
      .execute();
    for (const row of rows) {
      const buyer = JSON.parse(row.buyer) as Buyer;
      const used = usedFirstOrderCode(JSON.parse(row.items), JSON.parse(row.lines));
      // Another api opening the same store at the same time may have written it already.
      await trx
        .insertInto('order_shoppers')
        .values({ order_uuid: row.uuid, email: emailKey(buyer.email.email), first_order_code: used ? 1 : 0 })
        .onConflict((oc) => oc.column('order_uuid').doNothing())
        .execute();
    }
  });
}

export class OrderStore {
  private constructor(
    private readonly store: ShopStore,
    private readonly now: () => Date,
  ) {}

  /** The orders of an open store, once the orders written before `order_shoppers` have their row. */
  static async open(store: ShopStore, now: () => Date = () => new Date()): Promise<OrderStore> {
    await describeEarlierOrders(store);
    return new OrderStore(store, now);
  }

  /**
   * Runs `work` in one transaction (given one already open in `within`, joins it); its queries go
   * through the transaction it is given, and to the methods here as their last argument.
   */
  transaction<T>(
    work: (trx: ShopTransaction) => Promise<T>,
    options?: { lockKeys?: readonly string[]; within?: ShopExecutor },
  ): Promise<T> {
    return this.store.transaction(work, options);
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
  async roomHolds(firstDay: number, lastDay: number, executor: ShopExecutor = this.store.db): Promise<RoomHolds> {
    const cutoff = this.unpaidCutoffIso();
    const rows = await executor
      .selectFrom('room_nights_held as h')
      .innerJoin('orders as o', 'o.uuid', 'h.order_uuid')
      .select((eb) => ['h.offer_id as offerId', 'h.night as night', eb.fn.sum<number>('h.rooms').as('held')])
      .where((eb) =>
        eb.and([
          eb.between('h.night', epochDayToIso(firstDay), epochDayToIso(lastDay)),
          eb.or([
            eb('o.status', '=', 'paid'),
            eb.and([eb('o.status', '=', 'created'), eb('o.created_at', '>=', cutoff)]),
          ]),
        ]),
      )
      .groupBy(['h.offer_id', 'h.night'])
      .execute();
    const held = new Map<number, Map<number, number>>();
    for (const row of rows) {
      const byNight = held.get(row.offerId) ?? new Map<number, number>();
      byNight.set(isoToEpochDay(row.night)!, Number(row.held));
      held.set(row.offerId, byNight);
    }
    return { heldOn: (offerId, epochDay) => held.get(offerId)?.get(epochDay) ?? 0 };
  }

  /** The holds on the nights of a stay from `checkin` (yyyy-MM-dd); none for a date that is not one. */
  async roomHoldsForStay(
    checkin: string | null,
    nights: number | null,
    executor: ShopExecutor = this.store.db,
  ): Promise<RoomHolds> {
    const firstDay = checkin === null ? null : isoToEpochDay(checkin);
    if (firstDay === null) return NO_ROOM_HOLDS;
    return this.roomHolds(firstDay, firstDay + Math.max(1, nights ?? 1) - 1, executor);
  }

  /**
   * Whether this shopper has ordered before, as first-order codes count it: a paid order from the
   * account or with the email, or one on its way to being paid that used such a code (so two
   * orders placed side by side cannot both be "first"). Orders that failed or were given up do
   * not count.
   */
  async hasOrderedBefore(shopper: ShopperIdentity, executor: ShopExecutor = this.store.db): Promise<boolean> {
    const { accountId, email } = shopper;
    if (accountId === null && email === null) return false;
    const cutoff = this.unpaidCutoffIso();
    const row = await executor
      .selectFrom('orders as o')
      .leftJoin('order_shoppers as s', 's.order_uuid', 'o.uuid')
      .select((eb) => eb.lit(1).as('found'))
      .where((eb) =>
        eb.and([
          // An identity the shopper has not given matches no order.
          eb.or([
            ...(accountId === null ? [] : [eb('o.account_id', '=', accountId)]),
            ...(email === null ? [] : [eb('s.email', '=', email)]),
          ]),
          eb.or([
            eb('o.status', '=', 'paid'),
            eb.and([
              eb('o.status', '=', 'created'),
              eb('o.created_at', '>=', cutoff),
              eb('s.first_order_code', '=', 1),
            ]),
          ]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The shopper as pricing asks about them. Pricing asks whether they ordered before of a
   * first-order code only: it is read here, beforehand, when the items carry such a code.
   */
  async pricingShopper(
    items: PurchaseItems,
    shopper: ShopperIdentity,
    executor: ShopExecutor = this.store.db,
  ): Promise<PurchaseShopper> {
    const code = items.promotionCodeItem?.code;
    if (code === undefined || promotionRuleOf(code)?.firstOrderOnly !== true) return NEW_SHOPPER;
    const orderedBefore = await this.hasOrderedBefore(shopper, executor);
    return { hasOrderedBefore: () => orderedBefore };
  }

  /** Whether some night of the stay has fewer rooms left than it needs (the rule of `stay-bookability`). */
  async isSoldOut(
    offer: OfferRecord,
    hold: Pick<RoomHold, 'nights' | 'rooms'>,
    executor: ShopExecutor = this.store.db,
  ): Promise<boolean> {
    const firstDay = isoToEpochDay(hold.nights[0] ?? '');
    if (firstDay === null) return false;
    const holds = await this.roomHoldsForStay(hold.nights[0]!, hold.nights.length, executor);
    return roomsLeftForStay(offer, holds, firstDay, hold.nights.length) < hold.rooms;
  }

  /** Marks created orders past their lifetime cancelled and frees their rooms. */
  async expireUnpaid(executor: ShopExecutor = this.store.db): Promise<void> {
    await this.store.transaction(
      async (trx) => {
        const cutoff = this.unpaidCutoffIso();
        await trx
          .deleteFrom('room_nights_held')
          .where('order_uuid', 'in', (eb) =>
            eb.selectFrom('orders').select('uuid').where('status', '=', 'created').where('created_at', '<', cutoff),
          )
          .execute();
        await trx
          .updateTable('orders')
          .set({ status: 'cancelled', updated_at: this.nowIso() })
          .where('status', '=', 'created')
          .where('created_at', '<', cutoff)
          .execute();
      },
      { within: executor },
    );
  }

  async create(order: NewOrder, executor: ShopExecutor = this.store.db): Promise<CreateOutcome> {
    const email = emailKey(order.buyer.email.email);
    const firstOrderCode =
      order.purchase.kind === 'priced' && usedFirstOrderCode(order.items, order.purchase.price.lines);
    // What must not interleave on PostgreSQL (SQLite has one writer at a time): two submissions of
    // one key, two holds on one offer's rooms, two first orders of one account or email.
    const lockKeys = [`order:${order.idempotencyKey}`];
    if (order.purchase.kind === 'priced' && order.purchase.hold) lockKeys.push(`offer:${order.purchase.hold.offer.id}`);
    if (firstOrderCode) {
      lockKeys.push(`first-order-email:${email}`);
      if (order.accountId !== null) lockKeys.push(`first-order-account:${order.accountId}`);
    }
    return this.store.transaction(
      async (trx): Promise<CreateOutcome> => {
        await this.expireUnpaid(trx);
        const now = this.now();
        await trx
          .deleteFrom('idempotency_keys')
          .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString())
          .execute();
        const known = await trx
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'status_code', 'response'])
          .where('key', '=', order.idempotencyKey)
          .executeTakeFirst();
        if (known) {
          if (known.request_hash !== order.requestHash) return { kind: 'keyReused' };
          return { kind: 'replay', statusCode: known.status_code, answer: JSON.parse(known.response) };
        }
        // A known key answers as it did, whatever the catalogue says since.
        const purchase = order.purchase;
        if (purchase.kind === 'notBookable') return purchase;
        const { price, hold } = purchase;
        if (hold && (await this.isSoldOut(hold.offer, hold.rooms, trx))) return { kind: 'soldOut' };
        // A first-order code is settled here, in the order's transaction, against the account and the
        // email: the price the checkout showed could only know the account, and two orders sent side
        // by side must not both count as the first. A shopper who expected its discount is told why.
        const promotion = price.promotion;
        const refusedNow = firstOrderCode && (await this.hasOrderedBefore({ accountId: order.accountId, email }, trx));
        const refusedBefore = promotion?.refusal === 'firstOrderOnly' && order.expectedAmount !== price.payToday;
        if (promotion && (refusedNow || refusedBefore)) return { kind: 'promotionRefused', code: promotion.code };
        if (order.expectedAmount !== price.payToday) return { kind: 'priceChanged', amount: price.payToday };

        const uuid = randomUUID();
        const createdAt = now.toISOString();
        const answer: CreatedOrderAnswer = {
          orderUUID: uuid,
          reference: await this.freshReference(trx),
          status: 'created',
          amount: price.payToday,
          currency: 'EUR',
        };
        await trx
          .insertInto('orders')
          .values({
            uuid,
            reference: answer.reference,
            status: 'created',
            account_id: order.accountId,
            locale: order.locale,
            amount: answer.amount,
            currency: 'EUR',
            buyer: JSON.stringify(order.buyer),
            items: JSON.stringify(order.items),
            lines: JSON.stringify(price.lines),
            summary: JSON.stringify(purchase.display),
            created_at: createdAt,
            updated_at: createdAt,
          })
          .execute();
        await trx
          .insertInto('order_shoppers')
          .values({ order_uuid: uuid, email, first_order_code: firstOrderCode ? 1 : 0 })
          .execute();
        if (hold && hold.rooms.nights.length > 0) {
          await trx
            .insertInto('room_nights_held')
            .values(
              hold.rooms.nights.map((night) => ({
                offer_id: hold.offer.id,
                night,
                order_uuid: uuid,
                rooms: hold.rooms.rooms,
              })),
            )
            .execute();
        }
        const statusCode = 201;
        await trx
          .insertInto('idempotency_keys')
          .values({
            key: order.idempotencyKey,
            request_hash: order.requestHash,
            status_code: statusCode,
            response: JSON.stringify(answer),
            created_at: createdAt,
          })
          .execute();
        return { kind: 'created', statusCode, answer };
      },
      { lockKeys, within: executor },
    );
  }

  /** Eight random digits no other order has. */
  private async freshReference(trx: ShopExecutor): Promise<string> {
    for (;;) {
      const reference = String(randomInt(0, 10 ** REFERENCE_DIGITS)).padStart(REFERENCE_DIGITS, '0');
      const taken = await trx
        .selectFrom('orders')
        .select((eb) => eb.lit(1).as('taken'))
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!taken) return reference;
    }
  }

  async find(uuid: string, executor: ShopExecutor = this.store.db): Promise<StoredOrder | undefined> {
    const row = await executor.selectFrom('orders').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    return row ? this.stored(row) : undefined;
  }

  /** The order with this booking reference (the 8 digits a customer quotes), if any. */
  async findByReference(reference: string, executor: ShopExecutor = this.store.db): Promise<StoredOrder | undefined> {
    const row = await executor.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
    return row ? this.stored(row) : undefined;
  }

  /** The account's orders, newest first (the later written first among those of one instant). */
  async ofAccount(accountId: string, executor: ShopExecutor = this.store.db): Promise<StoredOrder[]> {
    const rows = await executor
      .selectFrom('orders')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy(insertionOrder(this.store.dialect), 'desc')
      .execute();
    return rows.map((row) => this.stored(row));
  }

  /**
   * Moves a created order on, freeing its rooms unless it is paid. False when the order is not
   * (or no longer) created.
   */
  async settle(
    uuid: string,
    status: Exclude<OrderStatus, 'created'>,
    executor: ShopExecutor = this.store.db,
  ): Promise<boolean> {
    return this.store.transaction(
      async (trx) => {
        await this.expireUnpaid(trx);
        const moved = await trx
          .updateTable('orders')
          .set({ status, updated_at: this.nowIso() })
          .where('uuid', '=', uuid)
          .where('status', '=', 'created')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false;
        if (status !== 'paid') await trx.deleteFrom('room_nights_held').where('order_uuid', '=', uuid).execute();
        return true;
      },
      { lockKeys: [orderStatusLockKey(uuid)], within: executor },
    );
  }

  /** Writes the gift codes issued at payment on what the order shows. */
  async recordGiftCodes(
    uuid: string,
    giftCodes: GiftCodeView[],
    executor: ShopExecutor = this.store.db,
  ): Promise<void> {
    await this.store.transaction(
      async (trx) => {
        const row = await trx.selectFrom('orders').select('summary').where('uuid', '=', uuid).executeTakeFirst();
        if (!row) return;
        const display: OrderDisplay = { ...JSON.parse(row.summary), giftCodes };
        await trx
          .updateTable('orders')
          .set({ summary: JSON.stringify(display) })
          .where('uuid', '=', uuid)
          .execute();
      },
      { lockKeys: [orderStatusLockKey(uuid)], within: executor },
    );
  }

  private stored(row: OrderRow): StoredOrder {
    const expired = row.status === 'created' && row.created_at < this.unpaidCutoffIso();
    return {
      uuid: row.uuid,
      reference: row.reference,
      status: expired ? 'cancelled' : row.status,
      accountId: row.account_id,
      locale: row.locale as Locale,
      amount: row.amount,
      currency: row.currency as 'EUR',
      buyer: JSON.parse(row.buyer),
      items: JSON.parse(row.items),
      lines: JSON.parse(row.lines),
      display: JSON.parse(row.summary),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }
}
