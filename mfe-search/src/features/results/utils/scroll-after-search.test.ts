import { scrollTargetAfterSearch } from './scroll-after-search';

describe('scrollTargetAfterSearch', () => {
  it('on mobile with results scrolls to the filter anchor, whatever brought the search', () => {
    for (const trigger of ['arrival', 'pageChange', 'criteriaChange'] as const) {
      expect(scrollTargetAfterSearch({ trigger, isMobile: true, hasResults: true, pastAnchor: false })).toBe(
        'filterAnchor',
      );
    }
  });

  it('on arrival leaves a phone shopper who already scrolled past the anchor where they are', () => {
    expect(scrollTargetAfterSearch({ trigger: 'arrival', isMobile: true, hasResults: true, pastAnchor: true })).toBe(
      'none',
    );
    // A filter changed far down the list still brings the new results' top back into view.
    expect(
      scrollTargetAfterSearch({ trigger: 'criteriaChange', isMobile: true, hasResults: true, pastAnchor: true }),
    ).toBe('filterAnchor');
  });

  it('on mobile without results stays at the top', () => {
    expect(scrollTargetAfterSearch({ trigger: 'arrival', isMobile: true, hasResults: false, pastAnchor: false })).toBe(
      'none',
    );
  });

  it('on desktop a page change goes to the top of the results, other changes keep the place', () => {
    expect(
      scrollTargetAfterSearch({ trigger: 'pageChange', isMobile: false, hasResults: true, pastAnchor: false }),
    ).toBe('resultsTop');
    expect(
      scrollTargetAfterSearch({ trigger: 'criteriaChange', isMobile: false, hasResults: true, pastAnchor: false }),
    ).toBe('none');
    expect(scrollTargetAfterSearch({ trigger: 'arrival', isMobile: false, hasResults: true, pastAnchor: false })).toBe(
      'none',
    );
  });
});
