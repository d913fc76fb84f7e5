import { HTTPError } from 'ky';
import { createI18n } from '../../../i18n/create-i18n';
import type { OrderItem } from '../api/lookup-order';
import { bookingLookupTarget, lookupActionOfHash } from '../state/booking-lookup-target';
import { lookupFailureOf } from './lookup-failure';
import { lookupFieldError } from './lookup-fields';
import { orderItemFacts } from './order-item-facts';

function httpError(status: number, headers: Record<string, string> = {}) {
  const request = new Request('http://api.test/api/orders/lookup', { method: 'POST' });
  return new HTTPError(new Response('{}', { status, headers }), request, {} as never);
}

describe('the lookup action', () => {
  it('comes from the r hash parameter, the plain lookup otherwise', () => {
    expect(lookupActionOfHash('r=invoice')).toBe('invoice');
    expect(lookupActionOfHash('#r=lookup')).toBe('lookup');
    expect(lookupActionOfHash('r=print')).toBe('lookup');
    expect(lookupActionOfHash('')).toBe('lookup');
  });

  it('is written in the hash of the links to the lookup', () => {
    expect(bookingLookupTarget('invoice')).toEqual({ kind: 'bookingLookup', hash: 'r=invoice' });
    expect(lookupActionOfHash(bookingLookupTarget('lookup').hash!)).toBe('lookup');
  });
});

describe('lookupFieldError', () => {
  const values = { bookingNumber: '12345678', email: 'lea@example.com' };

  it('needs an 8-digit booking number and an email address', () => {
    expect(lookupFieldError('bookingNumber', values)).toBeNull();
    expect(lookupFieldError('bookingNumber', { ...values, bookingNumber: ' ' })).toBe('mandatory');
    expect(lookupFieldError('bookingNumber', { ...values, bookingNumber: '1234 5678' })).toBe('bookingNumber');
    expect(lookupFieldError('email', values)).toBeNull();
    expect(lookupFieldError('email', { ...values, email: '' })).toBe('mandatory');
    expect(lookupFieldError('email', { ...values, email: 'lea@example' })).toBe('email');
  });
});

describe('lookupFailureOf', () => {
  it('tells an unknown booking from a wait and from a failure', () => {
    expect(lookupFailureOf(httpError(404))).toEqual({ kind: 'notFound' });
    expect(lookupFailureOf(httpError(500))).toEqual({ kind: 'failed' });
    expect(lookupFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });

  it('rounds the wait up to whole minutes, in seconds or as a date', () => {
    expect(lookupFailureOf(httpError(429, { 'Retry-After': '30' }))).toEqual({ kind: 'throttled', minutes: 1 });
    expect(lookupFailureOf(httpError(429, { 'Retry-After': '121' }))).toEqual({ kind: 'throttled', minutes: 3 });
    const now = Date.parse('2025-03-01T10:00:00Z');
    expect(lookupFailureOf(httpError(429, { 'Retry-After': 'Sat, 01 Mar 2025 10:05:00 GMT' }), now)).toEqual({
      kind: 'throttled',
      minutes: 5,
    });
    expect(lookupFailureOf(httpError(429))).toEqual({ kind: 'throttled', minutes: 1 });
  });
});

describe('orderItemFacts', () => {
  const { t } = createI18n('fr');

  it('describes a stay: hotel, dates, nights, travellers and activity days', () => {
    const stay: OrderItem = {
      kind: 'stay',
      title: 'Week-end bien-être à Annecy',
      hotel: { label: 'Hôtel du Lac', stars: 4, city: 'Annecy' },
      checkin: '2025-06-14',
      checkout: '2025-06-16',
      nights: 2,
      pax: { adults: 2, children: 1, babies: 0 },
      activityDates: [{ activityId: 3, title: 'Croisière sur le lac', date: '2025-06-15' }],
    };
    expect(orderItemFacts(stay, t, 'fr_FR')).toEqual([
      'Week-end bien-être à Annecy',
      'Hôtel du Lac, Annecy',
      'Du 14 juin 2025 au 16 juin 2025',
      '2 nuits',
      '2 adultes, 1 enfant',
      'Croisière sur le lac : 15 juin 2025',
    ]);
  });

  it('describes an activity by its participants alone', () => {
    expect(orderItemFacts({ kind: 'activity', title: 'Baptême de plongée', participants: 1 }, t, 'fr_FR')).toEqual([
      'Baptême de plongée',
      '1 participant',
    ]);
  });
});
