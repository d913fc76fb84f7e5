import { FUNNEL_ROUTE_KINDS, funnelBackTarget, isFunnelRoute, keptHash } from './funnel-back-target';

describe('funnel routes', () => {
  it('are the booking, activity and gift funnels', () => {
    expect(FUNNEL_ROUTE_KINDS).toEqual([
      'bookingSummary',
      'activityBooking',
      'giftCheckout',
      'giftSetup',
      'giftCardCustomization',
      'confirmation',
    ]);
    expect(isFunnelRoute('bookingSummary')).toBe(true);
    expect(isFunnelRoute('activityBooking')).toBe(true);
    expect(isFunnelRoute('giftCheckout')).toBe(true);
    expect(isFunnelRoute('accountTrips')).toBe(false);
    expect(isFunnelRoute('search')).toBe(false);
    expect(isFunnelRoute(undefined)).toBe(false);
  });
});

describe('keptHash', () => {
  it("keeps the dates, nights, travellers and a gift's nights, format and people only", () => {
    expect(
      keptHash(
        '#checkin=2030-01-05&checkout=2030-01-07&night=2&nights=2&a=2&b=1&c=1&giftFormat=physical&city=12&theme=26&giftNights=3&sleeves=1',
      ),
    ).toBe('checkin=2030-01-05&checkout=2030-01-07&night=2&nights=2&a=2&b=1&c=1&giftFormat=physical&giftNights=3');
    expect(keptHash('')).toBe('');
  });
});

describe('funnelBackTarget', () => {
  const route = (kind: Parameters<typeof funnelBackTarget>[0]['kind'], id?: string, hash = '', search = '') => ({
    kind,
    id,
    hash,
    search,
  });

  it('returns from the booking summary to the stay, with the criteria and the flow', () => {
    expect(
      funnelBackTarget(route('bookingSummary', '42', 'checkin=2030-01-05&a=2&city=3', 'flow=booking'), true),
    ).toEqual({
      type: 'page',
      target: { kind: 'stay', id: '42', query: { flow: 'booking' }, hash: 'checkin=2030-01-05&a=2' },
    });
  });

  it('returns to the hotel page when the booking started there', () => {
    expect(
      funnelBackTarget(route('bookingSummary', '42', 'hotelId=7&checkin=2030-01-05&night=2', 'flow=hotel'), false),
    ).toEqual({
      type: 'page',
      target: { kind: 'hotel', id: '7', query: { flow: 'hotel' }, hash: 'checkin=2030-01-05&night=2' },
    });
  });

  it('returns from the gift set-up to the stay in the gifting flow, with the nights, format and people chosen', () => {
    expect(
      funnelBackTarget(
        route('giftSetup', '9', 'giftFormat=digital&giftNights=2&giftAdult=2&sleeves=1', 'flow=gifting'),
        false,
      ),
    ).toEqual({
      type: 'page',
      target: {
        kind: 'stay',
        id: '9',
        query: { flow: 'gifting' },
        hash: 'giftFormat=digital&giftNights=2&giftAdult=2',
      },
    });
  });

  it('goes back in history from the gift card page when the shopper came from the shop, else home', () => {
    expect(funnelBackTarget(route('giftCardCustomization'), true)).toEqual({ type: 'history' });
    expect(funnelBackTarget(route('giftCardCustomization'), false)).toEqual({ type: 'home', target: { kind: 'home' } });
  });

  it('goes home from the confirmation: the order is done', () => {
    expect(funnelBackTarget(route('confirmation', 'abc', 'checkin=2030-01-05'), true)).toEqual({
      type: 'home',
      target: { kind: 'home' },
    });
  });

  it('returns from an activity booking to the activity of the hash, with its participants only', () => {
    expect(
      funnelBackTarget(route('activityBooking', '77', 'id=77&a=1&checkin=2030-01-05', 'customType=OWN_USE'), false),
    ).toEqual({
      type: 'page',
      target: { kind: 'activityOnly', id: '77', hash: 'a=1' },
    });
    // The hash names the offer; the path's id stands in when the hash lost it.
    expect(funnelBackTarget(route('activityBooking', '78', 'id=79'), true)).toEqual({
      type: 'page',
      target: { kind: 'activityOnly', id: '79' },
    });
    expect(funnelBackTarget(route('activityBooking', '78', 'a=2'), true)).toEqual({
      type: 'page',
      target: { kind: 'activityOnly', id: '78', hash: 'a=2' },
    });
  });

  it('returns from a gift box checkout to the box page, the shop’s own one while the boxes toggle is on', () => {
    const boxCheckout = route(
      'giftCheckout',
      'ROMANTIC-EBOX',
      'giftFormat=digital',
      'flow=gifting&giftFormat=physical&code=ROMANTIC-EBOX',
    );
    expect(funnelBackTarget(boxCheckout, true, { boxes: true })).toEqual({
      type: 'page',
      target: { kind: 'giftBox', id: 'ROMANTIC-EBOX', query: { flow: 'gifting' }, hash: 'giftFormat=physical' },
    });
    expect(funnelBackTarget(boxCheckout, true, { boxes: false })).toEqual({
      type: 'page',
      target: { kind: 'giftBoxProduct', id: 'ROMANTIC-EBOX', query: { flow: 'gifting' }, hash: 'giftFormat=physical' },
    });
  });

  it('returns from a gift card checkout to the gift card page with its amount and format', () => {
    expect(
      funnelBackTarget(
        route('giftCheckout', 'giftcard', '', 'flow=gifting&giftFormat=physical&amount=7500&message=Bravo'),
        true,
      ),
    ).toEqual({
      type: 'page',
      target: { kind: 'giftCardCustomization', query: { flow: 'gifting' }, hash: 'amount=7500&giftFormat=physical' },
    });
  });

  it('returns from a stay gift checkout to its gift set-up with the nights, format and sleeves chosen', () => {
    expect(
      funnelBackTarget(
        route(
          'giftCheckout',
          '20039',
          '',
          'flow=gifting&giftFormat=digital&giftNights=2&sleeves=s1,s2&fromName=Léa&message=Bon%20week-end',
        ),
        false,
      ),
    ).toEqual({
      type: 'page',
      target: {
        kind: 'giftSetup',
        id: '20039',
        query: { flow: 'gifting' },
        hash: 'giftNights=2&giftFormat=digital&sleeves=s1%2Cs2',
      },
    });
  });
});
