/**
 * For the beneficiary tests: the whole api on the run's test catalogue, gifts bought and paid
 * through the purchase calls as a buyer would, and a beneficiary typing the code in a browser.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieAttributes, setCookieFor } from '../accounts/account-test-client';
import { Catalogue, type SearchRow } from '../catalogue/catalogue';
import type { GiftBoxRecord } from '../catalogue/catalogue-records';
import { openCatalogueFile } from '../catalogue/open-catalogue-file';
import { DEFAULT_SEED } from '../generator/generate-catalogue';
import { boxOfferRows } from '../gift-boxes/box-offers';
import { createdOrder, freshAddress, get, pay, startPayment } from '../orders/purchase-fixtures';
import type { PurchaseItems } from '../orders/purchase-items';
import { localTodayIso } from '../pricing/dates';
import { isOnSale } from '../stays/offers-on-sale';
import { openShopStore, type ShopStore } from '../store/shop-store';
import { createTestApp } from '../test/test-app';
import { BENEFICIARY_COOKIE } from './beneficiary-sessions';
import type { GiftCodeView } from './gift-vouchers';

export interface BeneficiaryTestApp {
  app: FastifyInstance;
  catalogue: Catalogue;
  /** The api's shop store, opened beside it (to age a gift). */
  store: ShopStore;
  close(): Promise<void>;
}

export async function createBeneficiaryTestApp(): Promise<BeneficiaryTestApp> {
  const testApp = await createTestApp();
  const opened = openCatalogueFile({ dataDir: testApp.dataDir, seed: DEFAULT_SEED, today: localTodayIso() });
  const store = await openShopStore({ dataDir: testApp.dataDir });
  return {
    app: testApp.app,
    catalogue: new Catalogue(opened.db, opened.meta),
    store,
    async close() {
      await store.close();
      opened.db.close();
      await testApp.close();
    },
  };
}

/** A digital box with more than a page of stays on sale. */
export function digitalBox(catalogue: Catalogue): GiftBoxRecord {
  const box = [...catalogue.giftBoxes.values()].find(
    (candidate) => candidate.format === 'digital' && boxOfferRows(catalogue, candidate).length > 8,
  );
  if (!box) throw new Error('The test catalogue has no digital box with more than 8 stays');
  return box;
}

/** A giftable stay on sale that can be given for `nights` nights, skipping the `skip` first ones. */
export function giftableStay(catalogue: Catalogue, nights: number, skip = 0): SearchRow {
  const today = catalogue.todayIso();
  const rows = catalogue.rows.filter(
    ({ offer }) => offer.giftable && isOnSale(offer, today) && offer.minNights <= nights && nights <= offer.maxNights,
  );
  const row = rows[skip];
  if (!row) throw new Error(`The test catalogue has too few giftable stays of ${nights} nights`);
  return row;
}

export function boxItems(code: string): PurchaseItems {
  return {
    insuranceItem: false,
    promotionCodeItem: null,
    giftItem: { kind: 'box', code, format: 'digital', customisation: null },
  };
}

export function giftStayItems(offerId: number, nights: number): PurchaseItems {
  return {
    insuranceItem: false,
    promotionCodeItem: null,
    giftItem: { kind: 'stay', offerId, nights, format: 'digital', sleeves: [], customisation: null },
  };
}

async function cardId(app: FastifyInstance, outcome: 'success' | 'declined'): Promise<string> {
  const { cards } = (await get(app, '/gateway/wallet-sandbox/cards?locale=fr_FR')).json();
  return cards.find((card: { outcome: string }) => card.outcome === outcome).id;
}

export interface BoughtGift {
  orderUUID: string;
  /** The order as its confirmation page reads it. */
  order: { status: string; amount: number; giftCodes: GiftCodeView[] };
  /** The payment's answer. */
  payment: LightMyRequestResponse;
}

export async function readOrder(app: FastifyInstance, orderUUID: string) {
  const response = await get(app, `/gateway/purchase/orders/${orderUUID}`);
  if (response.statusCode !== 200) throw new Error(`the order read answered ${response.statusCode}`);
  return response.json();
}

/** Orders the items and pays them with a card of this outcome. */
export async function buyGift(
  app: FastifyInstance,
  items: PurchaseItems,
  outcome: 'success' | 'declined' = 'success',
): Promise<BoughtGift> {
  const order = await createdOrder(app, items);
  const intent = (await startPayment(app, order.orderUUID, await cardId(app, outcome))).json().paymentIntentId;
  const payment = await pay(app, order, intent);
  return { orderUUID: order.orderUUID, order: await readOrder(app, order.orderUUID), payment };
}

/** The code of a gift bought and paid. */
export async function paidGiftCode(app: FastifyInstance, items: PurchaseItems): Promise<string> {
  const { order } = await buyGift(app, items);
  const code = order.giftCodes[0]?.code;
  if (!code) throw new Error(`the paid order has no gift code: ${JSON.stringify(order)}`);
  return code;
}

export function login(
  app: FastifyInstance,
  code: unknown,
  { address = freshAddress(), headers = {} }: { address?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/gateway/beneficiary/login',
    payload: { code } as Record<string, unknown>,
    headers,
    remoteAddress: address,
  });
}

/** The Cookie header a browser sends back after `response` set the beneficiary cookie. */
export function beneficiaryCookieOf(response: LightMyRequestResponse): string {
  const setCookie = setCookieFor(response, BENEFICIARY_COOKIE);
  if (!setCookie) throw new Error(`no ${BENEFICIARY_COOKIE} cookie in the answer (${response.statusCode})`);
  return `${BENEFICIARY_COOKIE}=${cookieAttributes(setCookie).value}`;
}

/** A browser holding the session of a gift bought with these items. */
export async function beneficiaryOf(app: FastifyInstance, items: PurchaseItems) {
  const code = await paidGiftCode(app, items);
  const response = await login(app, code);
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return { code, cookie: beneficiaryCookieOf(response), voucher: response.json().voucher };
}

export function beneficiaryGet(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, remoteAddress: freshAddress() });
}
