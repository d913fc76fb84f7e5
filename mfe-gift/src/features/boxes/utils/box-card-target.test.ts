import { boxCardTarget } from './box-card-target';

const BOX = { code: 'WELLNESS-EBOX', slug: 'coffret-bien-etre' };

describe('boxCardTarget', () => {
  it("opens the shop's own box page when the boxes toggle is on", () => {
    expect(boxCardTarget(BOX, true)).toEqual({ kind: 'giftBox', id: 'WELLNESS-EBOX', query: { flow: 'gifting' } });
  });

  it('opens the readable box address, with its slug, when the toggle is off', () => {
    expect(boxCardTarget(BOX, false)).toEqual({
      kind: 'giftBoxProduct',
      id: 'WELLNESS-EBOX',
      slug: 'coffret-bien-etre',
      query: { flow: 'gifting' },
    });
  });
});
