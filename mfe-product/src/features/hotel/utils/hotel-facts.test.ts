import { showsEcoLabel } from './hotel-facts';

const practices = (count: number) => Array.from({ length: count }, (_, index) => `Practice ${index}`);

describe('eco-label', () => {
  it('shows from eight eco-friendly practices', () => {
    expect(showsEcoLabel({ ecoLabel: false, ecoFacilities: practices(7) })).toBe(false);
    expect(showsEcoLabel({ ecoLabel: false, ecoFacilities: practices(8) })).toBe(true);
    expect(showsEcoLabel({ ecoLabel: true, ecoFacilities: practices(8) })).toBe(true);
  });
});
