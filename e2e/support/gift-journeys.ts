/**
 * Gifts as shoppers and their beneficiaries go through them: a radio chosen as a shopper taps it,
 * a sleeve extra named as the api names it, and a gift bought through the api exactly as the
 * checkout buys it (price, order, sandbox wallet, payment), to read its gift code back.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './test';

/** A stay of the generated catalogue that can be given (Hôtel du Parc, Paris). */
export const GIFT_STAY_ID = 20039;
/** A gift box of the catalogue with more than one page of stays. */
export const GIFT_BOX_CODE = 'WELLNESS-EBOX';

/**
 * Chooses a react-aria radio or checkbox: a label around a visually hidden input, which a shopper
 * taps through its label.
 */
export async function choose(option: Locator): Promise<void> {
  // Some options wait for a price before they can be chosen.
  await expect(option).toBeEnabled();
  await option.locator('xpath=ancestor::label[1]').click();
  await expect(option).toBeChecked();
}

interface SleeveExtra {
  id: string;
  name: string;
  categoryId: number;
  price: number;
}

/** The first extra a physical gift's sleeve can get, as the api lists it for the locale. */
export async function firstSleeveExtra(page: Page, locale = 'fr_FR'): Promise<SleeveExtra> {
  const response = await page.request.get(`/gateway/sub-elements/available-custom-sub-elements?locale=${locale}`);
  expect(response.ok()).toBe(true);
  const { availableCustomSubElements } = (await response.json()) as { availableCustomSubElements: SleeveExtra[] };
  const extra = availableCustomSubElements[0];
  if (!extra) throw new Error('The api lists no sleeve extra');
  return extra;
}

type Locale = 'fr_FR' | 'es_ES' | 'it_IT' | 'nl_NL' | 'fr_BE' | 'nl_BE';

interface WalletCards {
  paymentMethod: string;
  cards: { id: string; outcome: 'success' | 'declined' | 'initFailure' }[];
  /** The demo customer of the locale's site: a buyer the order takes as it is. */
  contact: Record<string, unknown>;
}

let keyCount = 0;

/** An Idempotency-Key of its own for each order of the run (8–128 of A-Z a-z 0-9 - _). */
function idempotencyKey(): string {
  keyCount += 1;
  return `gift-journey-${Date.now()}-${keyCount}-${Math.round(Math.random() * 1e9)}`;
}

/**
 * Buys a digital gift box through the api as the checkout does (docs/checkout-and-accounts.md):
 * the price, the order at that price with an Idempotency-Key, an intent of the sandbox wallet's
 * accepted card, then the payment with the order's body. Returns the paid order's UUID.
 */
export async function buyGiftBox(
  request: APIRequestContext,
  code = GIFT_BOX_CODE,
  locale: Locale = 'fr_FR',
): Promise<string> {
  const items = {
    insuranceItem: false,
    promotionCodeItem: null,
    giftItem: {
      kind: 'box',
      code,
      format: 'digital',
      customisation: { fromName: 'Camille', message: 'Joyeux anniversaire, à toi de choisir ton week-end !' },
    },
  };

  const priced = await request.post('/gateway/purchase/price', { data: { locale, items } });
  expect(priced.status(), await priced.text()).toBe(200);
  const price = (await priced.json()) as { payToday: number; bookable: boolean };
  expect(price.bookable).toBe(true);

  const wallet = await request.get(`/gateway/wallet-sandbox/cards?locale=${locale}`);
  expect(wallet.status()).toBe(200);
  const { cards, contact } = (await wallet.json()) as WalletCards;
  const card = cards.find((candidate) => candidate.outcome === 'success');
  if (!card) throw new Error('The sandbox wallet has no accepted card');

  const body = { locale, currency: 'EUR', expectedAmount: price.payToday, buyer: contact, items };
  const created = await request.post('/gateway/purchase/orders', {
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderUUID } = (await created.json()) as { orderUUID: string };

  const intent = await request.post('/gateway/wallet-sandbox/intents', { data: { orderUUID, cardId: card.id } });
  expect(intent.status(), await intent.text()).toBe(201);
  const { paymentIntentId, paymentMethod } = (await intent.json()) as {
    paymentIntentId: string;
    paymentMethod: string;
  };

  const paid = await request.post('/gateway/purchase/zeppto', {
    data: { ...body, orderUUID, pspAuthorization: { paymentIntentId, paymentMethod } },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { booking: { status: string } }).booking.status).toBe('paid');
  return orderUUID;
}

/** The first gift code of a paid order, as the order read answers it (XXXX-XXXX-XXXX). */
export async function giftCodeOf(request: APIRequestContext, orderUUID: string): Promise<string> {
  const response = await request.get(`/gateway/purchase/orders/${orderUUID}`);
  expect(response.status()).toBe(200);
  const order = (await response.json()) as { status: string; giftCodes?: { code: string }[] };
  expect(order.status).toBe('paid');
  const code = order.giftCodes?.[0]?.code;
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  return code!;
}
