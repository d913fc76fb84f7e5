import { LOCALES } from '@escapade/shared-contracts/locales';
import { inlineBlockTypes, showsGiftCardBanner, type InlineBlockContext } from './inline-block-types';

const base: InlineBlockContext = {
  flow: 'booking',
  locale: 'fr_FR',
  careMode: false,
  boxesBlock: true,
  hasTargetedBanner: false,
};

describe('inlineBlockTypes', () => {
  it('shows no inline block in customer-care mode, whatever the flow', () => {
    for (const flow of ['booking', 'gifting', 'hotel'] as const)
      expect(inlineBlockTypes({ ...base, flow, careMode: true })).toEqual([]);
  });

  it('booking: the targeted banner when one matches, else the gift stay banner; then the box block', () => {
    expect(inlineBlockTypes(base)).toEqual(['giftStayBanner', 'boxBlock']);
    expect(inlineBlockTypes({ ...base, hasTargetedBanner: true })).toEqual(['targetedBanner', 'boxBlock']);
    expect(inlineBlockTypes({ ...base, flow: 'hotel', hasTargetedBanner: true })).toEqual([
      'targetedBanner',
      'boxBlock',
    ]);
  });

  it('the boxes block toggle off hides the box block (the gift block takes its place)', () => {
    expect(inlineBlockTypes({ ...base, boxesBlock: false })).toEqual(['giftStayBanner', 'giftBlock']);
  });

  it('gifting: the gift card banner then the single voucher block where gift cards are sold', () => {
    for (const locale of ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE'] as const) {
      expect(inlineBlockTypes({ ...base, flow: 'gifting', locale })).toEqual(['giftCardBanner', 'singleVoucherBlock']);
    }
    expect(inlineBlockTypes({ ...base, flow: 'gifting', locale: 'es_ES' })).toEqual([
      'giftBlock',
      'singleVoucherBlock',
    ]);
  });

  it('gifting on it_IT: the gift card block replaces the single voucher block', () => {
    const blocks = inlineBlockTypes({ ...base, flow: 'gifting', locale: 'it_IT' });
    expect(blocks).toEqual(['giftBlock', 'giftCardBanner']);
    expect(blocks).not.toContain('singleVoucherBlock');
  });

  it('never shows the gift card banner outside the gifting flow', () => {
    for (const locale of LOCALES) {
      for (const flow of ['booking', 'hotel', 'activity'] as const) {
        expect(inlineBlockTypes({ ...base, flow, locale, hasTargetedBanner: true })).not.toContain('giftCardBanner');
      }
    }
  });

  it('the activity flow has no grid blocks', () => {
    expect(inlineBlockTypes({ ...base, flow: 'activity' })).toEqual([]);
  });
});

describe('showsGiftCardBanner', () => {
  it.each([
    ['fr_FR', true],
    ['fr_BE', true],
    ['nl_NL', true],
    ['nl_BE', true],
    ['it_IT', true],
    ['es_ES', false],
  ] as const)('gifting on %s: %s', (locale, shown) => {
    expect(showsGiftCardBanner('gifting', locale)).toBe(shown);
    expect(showsGiftCardBanner('booking', locale)).toBe(false);
  });
});
