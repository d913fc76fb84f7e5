import { promoBadge } from './promo-discount';

describe('promoBadge', () => {
  it('reads "-N%"', () => {
    expect(promoBadge(18900, 25200)).toBe('-25%');
  });

  it('is null when there is no discount', () => {
    expect(promoBadge(25200, 25200)).toBeNull();
    expect(promoBadge(30000, 25200)).toBeNull();
  });
});
