import { amountOfChoice, choiceForAmount, isValidGiftCardAmount, otherAmountError } from './gift-card-amount';
import { giftCardCheckoutTarget } from './gift-card-checkout';
import { hashWithGiftCardChoice, parseGiftCardHash, resolveGiftFormat } from './gift-card-hash';
import { giftCardPersonalizationEvent } from './gift-card-tracking';

const OFFER = { amounts: [2500, 5000, 7500], defaultAmount: 5000, min: 2000, max: 50000 };

describe('gift card amounts', () => {
  it('takes whole euros between the limits only', () => {
    expect(isValidGiftCardAmount(2000, OFFER)).toBe(true);
    expect(isValidGiftCardAmount(50000, OFFER)).toBe(true);
    expect(isValidGiftCardAmount(1900, OFFER)).toBe(false);
    expect(isValidGiftCardAmount(50100, OFFER)).toBe(false);
    expect(isValidGiftCardAmount(4550, OFFER)).toBe(false);
  });

  it('says what is wrong with another amount typed in euros', () => {
    expect(otherAmountError(Number.NaN, OFFER)).toBe('missing');
    expect(otherAmountError(45.5, OFFER)).toBe('notWhole');
    expect(otherAmountError(19, OFFER)).toBe('outOfRange');
    expect(otherAmountError(501, OFFER)).toBe('outOfRange');
    expect(otherAmountError(20, OFFER)).toBeUndefined();
    expect(otherAmountError(500, OFFER)).toBeUndefined();
  });

  it('reads an offered amount as such, another valid one as "another amount", anything else as the default', () => {
    expect(choiceForAmount(7500, OFFER)).toEqual({ kind: 'preset', amount: 7500 });
    expect(choiceForAmount(4500, OFFER)).toEqual({ kind: 'other', euros: 45 });
    expect(choiceForAmount(undefined, OFFER)).toEqual({ kind: 'preset', amount: 5000 });
    expect(choiceForAmount(1000, OFFER)).toEqual({ kind: 'preset', amount: 5000 });
    expect(choiceForAmount(4550, OFFER)).toEqual({ kind: 'preset', amount: 5000 });
  });

  it('gives the amount of a choice in cents, none while another amount is wrong', () => {
    expect(amountOfChoice({ kind: 'preset', amount: 2500 }, OFFER)).toBe(2500);
    expect(amountOfChoice({ kind: 'other', euros: 320 }, OFFER)).toBe(32000);
    expect(amountOfChoice({ kind: 'other', euros: Number.NaN }, OFFER)).toBeUndefined();
    expect(amountOfChoice({ kind: 'other', euros: 10 }, OFFER)).toBeUndefined();
  });
});

describe('gift card hash', () => {
  it('reads the amount and the format, leaving out what is malformed', () => {
    expect(parseGiftCardHash('amount=7500&giftFormat=physical')).toEqual({ amount: 7500, giftFormat: 'physical' });
    expect(parseGiftCardHash('amount=75e2&giftFormat=paper')).toEqual({});
    expect(parseGiftCardHash('')).toEqual({});
  });

  it('writes the choices, keeping the other keys in place', () => {
    expect(hashWithGiftCardChoice('utm=mail&amount=2500', { amount: 5000, giftFormat: 'digital' })).toBe(
      'utm=mail&amount=5000&giftFormat=digital',
    );
    expect(hashWithGiftCardChoice('', { giftFormat: 'physical' })).toBe('giftFormat=physical');
  });

  it('offers the printed card only while it is sold', () => {
    expect(resolveGiftFormat('physical', true)).toBe('physical');
    expect(resolveGiftFormat('physical', false)).toBe('digital');
    expect(resolveGiftFormat(undefined, true)).toBe('digital');
  });
});

describe('gift card checkout and tracking', () => {
  it('goes to the gift checkout of the gift card, with the sender and the message only when written', () => {
    expect(giftCardCheckoutTarget({ amount: 7500, giftFormat: 'digital', fromName: 'Léa', message: 'Bises' })).toEqual({
      kind: 'giftCheckout',
      id: 'giftcard',
      query: { flow: 'gifting', giftFormat: 'digital', amount: '7500', fromName: 'Léa', message: 'Bises' },
    });
    expect(
      giftCardCheckoutTarget({ amount: 2000, giftFormat: 'physical', fromName: 'Léa', message: '' }).query,
    ).toEqual({ flow: 'gifting', giftFormat: 'physical', amount: '2000', fromName: 'Léa' });
  });

  it('tracks the confirmed personalisation with the amount in euros', () => {
    expect(
      giftCardPersonalizationEvent({ amount: 12500, giftFormat: 'physical', fromName: '', message: 'Bises' }),
    ).toEqual({
      name: 'personalization_item',
      items: [{ item_id: 'giftcard', item_category: 'giftcard', quantity: 1, price: 125, value: 125 }],
      params: { step: 'confirm', gift_format: 'physical', with_name: false, with_message: true },
    });
  });
});
