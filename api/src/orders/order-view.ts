/**
 * An order as the confirmation page and the trips list show it, and who may see it: an order of an
 * account is shown to that account alone; an order placed without an account to whoever holds its
 * UUID (random, so unguessable).
 */
import type { StoredOrder } from './order-store';

/** The UUIDs orders are given (crypto.randomUUID: version 4, lower case). */
const ORDER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isOrderUUID(value: string): boolean {
  return ORDER_UUID.test(value);
}

export function isVisibleTo(order: StoredOrder, accountId: string | undefined): boolean {
  return order.accountId === null || order.accountId === accountId;
}

export function orderView(order: StoredOrder) {
  return {
    orderUUID: order.uuid,
    reference: order.reference,
    status: order.status,
    createdAt: order.createdAt,
    locale: order.locale,
    amount: order.amount,
    currency: order.currency,
    buyer: { firstName: order.buyer.firstName, lastName: order.buyer.lastName, email: order.buyer.email.email },
    item: order.display.item,
    lines: order.lines,
    touristTax: order.display.touristTax,
    giftCodes: order.display.giftCodes ?? [],
  };
}

export type OrderView = ReturnType<typeof orderView>;
