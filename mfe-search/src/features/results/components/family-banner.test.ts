import { showsFamilyBanner } from './family-banner';

describe('showsFamilyBanner', () => {
  it('shows with children or babies, unless the theme is already the family theme 39', () => {
    expect(showsFamilyBanner({ children: 1, babies: 0 })).toBe(true);
    expect(showsFamilyBanner({ children: 0, babies: 1, theme: 26 })).toBe(true);
    expect(showsFamilyBanner({ children: 2, babies: 1, theme: 39 })).toBe(false);
    expect(showsFamilyBanner({ children: 0, babies: 0 })).toBe(false);
  });
});
