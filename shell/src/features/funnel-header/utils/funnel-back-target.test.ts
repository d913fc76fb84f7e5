import { FUNNEL_ROUTE_KINDS, funnelBackTarget, isFunnelRoute, keptHash } from './funnel-back-target';

describe('funnel routes', () => {
  it('are the booking and gift funnels', () => {
    expect(FUNNEL_ROUTE_KINDS).toEqual(['bookingSummary', 'giftSetup', 'giftCardCustomization', 'confirmation']);
    expect(isFunnelRoute('bookingSummary')).toBe(true);
    expect(isFunnelRoute('search')).toBe(false);
    expect(isFunnelRoute(undefined)).toBe(false);
  });
});

describe('keptHash', () => {
  it('keeps checkin, checkout, night(s), a, b, c and giftFormat only', () => {
    expect(
      keptHash(
        '#checkin=2030-01-05&checkout=2030-01-07&night=2&nights=2&a=2&b=1&c=1&giftFormat=physical&city=12&theme=26&giftNights=3',
      ),
    ).toBe('checkin=2030-01-05&checkout=2030-01-07&night=2&nights=2&a=2&b=1&c=1&giftFormat=physical');
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

  it('returns from the gift set-up to the stay in the gifting flow', () => {
    expect(funnelBackTarget(route('giftSetup', '9', 'giftFormat=digital&giftNights=2', 'flow=gifting'), false)).toEqual(
      {
        type: 'page',
        target: { kind: 'stay', id: '9', query: { flow: 'gifting' }, hash: 'giftFormat=digital' },
      },
    );
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
});
