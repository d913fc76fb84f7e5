/**
 * The gift codes of a paid order: one per gift it holds, valid from the payment (a box 18 months,
 * a gift stay or a gift card 12). Called inside the payment's transaction, so an order is never
 * paid without its codes, nor given codes without being paid.
 */
import type { Catalogue } from '../catalogue/catalogue';
import { orderStatusLockKey, type OrderStore, type StoredOrder } from '../orders/order-store';
import { GIFT_STAY_PEOPLE, type GiftItemBody, type GiftKind } from '../orders/purchase-items';
import type { PriceLineKind } from '../orders/purchase-price';
import type { ShopExecutor } from '../store/shop-store';
import {
  giftCodeView,
  validUntilOf,
  type GiftCodeView,
  type GiftVoucherStore,
  type Voucher,
  type VoucherKind,
} from './gift-vouchers';

const VOUCHER_KIND: Readonly<Record<GiftKind, VoucherKind>> = {
  box: 'box',
  stay: 'singleVoucher',
  giftCard: 'giftCard',
};

/** The line of the order that prices the gift itself (not its delivery or extras). */
const GIFT_LINE: Readonly<Record<GiftKind, PriceLineKind>> = {
  box: 'giftBox',
  stay: 'giftStay',
  giftCard: 'giftCard',
};

function voucherOf(catalogue: Catalogue, order: StoredOrder, gift: GiftItemBody): Voucher {
  const kind = VOUCHER_KIND[gift.kind];
  const amount = order.lines.find((line) => line.kind === GIFT_LINE[gift.kind])?.amount ?? gift.amount ?? 0;
  const box = gift.kind === 'box' && gift.code !== undefined ? catalogue.giftBoxes.get(gift.code) : undefined;
  return {
    kind,
    title: order.display.item.title,
    boxCode: gift.kind === 'box' ? (gift.code ?? null) : null,
    offerId: gift.kind === 'stay' ? (gift.offerId ?? null) : null,
    nights: gift.kind === 'stay' ? (gift.nights ?? null) : (box?.nights ?? null),
    people: box?.people ?? GIFT_STAY_PEOPLE,
    amount,
    // The order's last change is its payment.
    validUntil: validUntilOf(kind, order.updatedAt),
  };
}

/**
 * Issues the codes of a paid order (again: the same codes) and writes them on the order, in the
 * payment's transaction when given one.
 */
export async function issueGiftCodes(
  { orders, vouchers, catalogue }: { orders: OrderStore; vouchers: GiftVoucherStore; catalogue: Catalogue },
  orderUUID: string,
  executor?: ShopExecutor,
): Promise<GiftCodeView[]> {
  return orders.transaction(
    async (trx) => {
      const order = await orders.find(orderUUID, trx);
      const gift = order?.items.giftItem;
      if (!order || order.status !== 'paid' || !gift) return [];
      const issued = await vouchers.issue(order.uuid, 0, voucherOf(catalogue, order, gift), order.updatedAt, trx);
      const codes = [giftCodeView(issued)];
      await orders.recordGiftCodes(order.uuid, codes, trx);
      return codes;
    },
    { lockKeys: [orderStatusLockKey(orderUUID)], within: executor },
  );
}
