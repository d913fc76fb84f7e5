import { scrollTargetAfterSearch } from './scroll-after-search';

describe('scrollTargetAfterSearch', () => {
  it('on mobile with results scrolls to the filter anchor, whatever brought the search', () => {
    for (const trigger of ['arrival', 'pageChange', 'criteriaChange'] as const) {
      expect(scrollTargetAfterSearch({ trigger, isMobile: true, hasResults: true })).toBe('filterAnchor');
    }
  });

  it('on mobile without results stays at the top', () => {
    expect(scrollTargetAfterSearch({ trigger: 'arrival', isMobile: true, hasResults: false })).toBe('none');
  });

  it('on desktop a page change goes to the top of the results, other changes keep the place', () => {
    expect(scrollTargetAfterSearch({ trigger: 'pageChange', isMobile: false, hasResults: true })).toBe('resultsTop');
    expect(scrollTargetAfterSearch({ trigger: 'criteriaChange', isMobile: false, hasResults: true })).toBe('none');
    expect(scrollTargetAfterSearch({ trigger: 'arrival', isMobile: false, hasResults: true })).toBe('none');
  });
});
