import { DateTime } from 'luxon';
import {
  boxItems,
  buyGift,
  createBeneficiaryTestApp,
  digitalBox,
  giftStayItems,
  giftableStay,
  readOrder,
  type BeneficiaryTestApp,
} from '../beneficiaries/beneficiary-test-fixtures';
import { GIFT_CODE_PATTERN } from '../beneficiaries/gift-code';
import {
  createdOrder,
  findStay,
  giftCardItems,
  pay,
  sandboxCardId,
  startPayment,
  stayItems,
} from '../orders/purchase-fixtures';

let api: BeneficiaryTestApp;
beforeAll(async () => {
  api = await createBeneficiaryTestApp();
});
afterAll(async () => {
  await api.close();
});

const monthsFromToday = (months: number) => DateTime.local().plus({ months }).toISODate();

async function payWithAcceptedCard(order: Awaited<ReturnType<typeof createdOrder>>) {
  const success = await sandboxCardId(api.app, 'success');
  const intent = (await startPayment(api.app, order.orderUUID, success)).json().paymentIntentId;
  return () => pay(api.app, order, intent);
}

describe('gift codes of a gift order', () => {
  it('issues one code to a paid gift box, valid 18 months, shown on the order', async () => {
    const { order, payment } = await buyGift(api.app, boxItems(digitalBox(api.catalogue).code));
    expect(payment.statusCode).toBe(200);
    expect(order.status).toBe('paid');
    expect(order.giftCodes).toEqual([
      { code: expect.stringMatching(GIFT_CODE_PATTERN), kind: 'box', validUntil: monthsFromToday(18) },
    ]);
  });

  it('issues a gift stay a code valid 12 months, and a gift card one too', async () => {
    const row = giftableStay(api.catalogue, 2);
    const stay = await buyGift(api.app, giftStayItems(row.offer.id, 2));
    expect(stay.order.giftCodes).toEqual([
      { code: expect.stringMatching(GIFT_CODE_PATTERN), kind: 'singleVoucher', validUntil: monthsFromToday(12) },
    ]);
    const card = await buyGift(api.app, giftCardItems(5_000));
    expect(card.order.giftCodes).toEqual([
      { code: expect.stringMatching(GIFT_CODE_PATTERN), kind: 'giftCard', validUntil: monthsFromToday(12) },
    ]);
    expect(card.order.giftCodes[0]!.code).not.toBe(stay.order.giftCodes[0]!.code);
  });

  it('gives no code before payment, nor to a declined payment, nor to a stay that is not a gift', async () => {
    const box = digitalBox(api.catalogue);
    const waiting = await createdOrder(api.app, boxItems(box.code));
    expect((await readOrder(api.app, waiting.orderUUID)).giftCodes).toEqual([]);

    const declined = await buyGift(api.app, boxItems(box.code), 'declined');
    expect(declined.payment.statusCode).toBe(402);
    expect(declined.order).toMatchObject({ status: 'failed', giftCodes: [] });

    const stay = findStay(api.catalogue, { datedActivity: false });
    const order = await createdOrder(api.app, stayItems(stay));
    const payStay = await payWithAcceptedCard(order);
    expect((await payStay()).statusCode).toBe(200);
    expect(await readOrder(api.app, order.orderUUID)).toMatchObject({ status: 'paid', giftCodes: [] });
  });

  it('answers the same code when a paid gift is paid again', async () => {
    const box = digitalBox(api.catalogue);
    const order = await createdOrder(api.app, boxItems(box.code));
    const payBox = await payWithAcceptedCard(order);
    expect((await payBox()).statusCode).toBe(200);
    const first = (await readOrder(api.app, order.orderUUID)).giftCodes;
    expect((await payBox()).statusCode).toBe(200);
    expect((await readOrder(api.app, order.orderUUID)).giftCodes).toEqual(first);
    expect(first).toHaveLength(1);
  });
});
