import {
  ACTIVITY_PARTICIPANTS,
  appliedFilterCount,
  buildOffersRequest,
  centsToEuros,
  changeFlow,
  clearFilters,
  defaultSearchCriteria,
  eurosToCents,
  hasCoordinates,
  ITEMS_PER_PAGE,
  PAX_LIMITS,
  pageCountOf,
  pageLinks,
  paginationLabel,
  parseSearchCriteria,
  parseSliderInput,
  PRICE_SLIDER,
  priceFilterToSlider,
  sameSearch,
  serializeSearchCriteria,
  setPax,
  sliderToPriceFilter,
  sortOptionsFor,
  withFilters,
  withSort,
  type SearchCriteria,
} from './search-criteria';

/** 15 June 2025, 21:30 local time. */
const NOW = new Date(2025, 5, 15, 21, 30);

function parse(hash: string, search = ''): SearchCriteria {
  return parseSearchCriteria({ hash, search }, NOW);
}

function criteria(overrides: Partial<SearchCriteria> = {}): SearchCriteria {
  return { ...defaultSearchCriteria(), ...overrides };
}

describe('parseSearchCriteria', () => {
  it('gives the defaults for an empty location', () => {
    const expected: SearchCriteria = {
      flow: 'booking',
      page: 0,
      adults: 2,
      children: 0,
      babies: 0,
      singleRoom: false,
      giftNights: 1,
      places: {},
      hotelTypes: [],
      hotelEnvironments: [],
      hotelStyles: [],
      stars: [],
      facilities: [],
      tags: [],
    };
    expect(parse('')).toEqual(expected);
    expect(parse('#', '?')).toEqual(expected);
  });

  it('reads the hash and search with or without their leading # and ?', () => {
    expect(parse('#a=3', '?flow=gifting')).toMatchObject({ adults: 3, flow: 'gifting' });
    expect(parse('a=3', 'flow=gifting')).toMatchObject({ adults: 3, flow: 'gifting' });
  });

  it.each([
    ['a=1', 1],
    ['a=20', 20],
    ['a=0', 2],
    ['a=21', 2],
    ['a=-3', 2],
    ['a=2.5', 2],
    ['a=abc', 2],
    ['a=', 2],
    ['a=1e1', 2],
    ['a=%203%20', 3],
    ['a=99999999999999999999999', 2],
    ['a=3&a=5', 3],
  ])('adults: %s → %d', (hash, adults) => {
    expect(parse(hash).adults).toBe(adults);
  });

  it.each([
    ['c=0&b=0', 0, 0],
    ['c=10&b=10', 10, 10],
    ['c=11&b=11', 0, 0],
    ['c=-1&b=-1', 0, 0],
    ['c=1.5&b=x', 0, 0],
  ])('children and babies: %s → %d, %d', (hash, children, babies) => {
    expect(parse(hash)).toMatchObject({ children, babies });
  });

  it('limits adults to 1 or 2 participants in the activity flow', () => {
    expect(parse('a=1', 'flow=activity').adults).toBe(1);
    expect(parse('a=2', 'flow=activity').adults).toBe(2);
    expect(parse('a=3', 'flow=activity').adults).toBe(2);
    expect(parse('a=3', 'flow=booking').adults).toBe(3);
  });

  it('derives singleRoom from children and babies, whatever s says', () => {
    expect(parse('c=1').singleRoom).toBe(true);
    expect(parse('b=1').singleRoom).toBe(true);
    expect(parse('c=1&s=false').singleRoom).toBe(true);
    expect(parse('s=true').singleRoom).toBe(false);
    expect(parse('c=11&s=true').singleRoom).toBe(false);
  });

  it('reads tags and stars as comma lists of numbers', () => {
    expect(parse('tags=1,a,2,,3,2').tags).toEqual([1, 2, 3]);
    expect(parse('tags=1%2C2').tags).toEqual([1, 2]);
    expect(parse('tags=1.5,-2,7').tags).toEqual([7]);
    expect(parse('stars=4,5,x,6,0,3.5,4,1').stars).toEqual([4, 5, 1]);
    expect(parse('stars=3&stars=4').stars).toEqual([3, 4]);
  });

  it('reads the text filters as comma lists', () => {
    expect(parse('hotelTypes=castle,%20mill%20,,castle&hotelEnvironments=sea&hotelStyles=design,charm')).toMatchObject({
      hotelTypes: ['castle', 'mill'],
      hotelEnvironments: ['sea'],
      hotelStyles: ['design', 'charm'],
    });
  });

  it('adds pets to the facilities when petsAllowed is true', () => {
    expect(parse('facilities=wifi,spa&petsAllowed=true').facilities).toEqual(['wifi', 'spa', 'pets']);
    expect(parse('petsAllowed=true').facilities).toEqual(['pets']);
    expect(parse('facilities=wifi&petsAllowed=false').facilities).toEqual(['wifi']);
    expect(parse('facilities=pets,wifi').facilities).toEqual(['wifi', 'pets']);
    expect(parse('facilities=pets&petsAllowed=true').facilities).toEqual(['pets']);
  });

  describe('dates', () => {
    it('keeps a check-in from today on, with checkout and the nights between', () => {
      expect(parse('checkin=2025-06-15&checkout=2025-06-17')).toMatchObject({
        checkin: '2025-06-15',
        checkout: '2025-06-17',
        night: 2,
      });
      expect(parse('checkin=2026-01-30&checkout=2026-02-02')).toMatchObject({
        checkin: '2026-01-30',
        checkout: '2026-02-02',
        night: 3,
      });
    });

    it('drops a check-in in the past, and the checkout and nights with it', () => {
      const parsed = parse('checkin=2025-06-14&checkout=2025-06-16&night=2');
      expect(parsed.checkin).toBeUndefined();
      expect(parsed.checkout).toBeUndefined();
      expect(parsed.night).toBeUndefined();
    });

    it.each(['2025-02-30', '2025-13-01', '2025-6-20', '20250620', 'tomorrow', '2025-06-20T10:00', '0999-01-01'])(
      'drops the invalid check-in %s',
      (checkin) => {
        expect(parse(`checkin=${checkin}&checkout=2025-12-01`).checkin).toBeUndefined();
      },
    );

    it('derives the checkout from check-in plus nights', () => {
      expect(parse('checkin=2025-06-30&night=3')).toMatchObject({ checkout: '2025-07-03', night: 3 });
      expect(parse('checkin=2028-02-28&night=2')).toMatchObject({ checkout: '2028-03-01', night: 2 });
    });

    it('prefers the checkout to a night count that disagrees', () => {
      expect(parse('checkin=2025-06-20&checkout=2025-06-22&night=5')).toMatchObject({
        checkout: '2025-06-22',
        night: 2,
      });
    });

    it('drops a checkout that is not after the check-in, falling back to the nights or one night', () => {
      expect(parse('checkin=2025-06-20&checkout=2025-06-20&night=4')).toMatchObject({
        checkout: '2025-06-24',
        night: 4,
      });
      expect(parse('checkin=2025-06-20&checkout=2025-06-19')).toMatchObject({ checkout: '2025-06-21', night: 1 });
      expect(parse('checkin=2025-06-20&checkout=garbage&night=0')).toMatchObject({ checkout: '2025-06-21', night: 1 });
    });

    it('gives a lone check-in one night', () => {
      expect(parse('checkin=2025-06-20')).toMatchObject({ checkin: '2025-06-20', checkout: '2025-06-21', night: 1 });
    });

    it('drops checkout and nights without a check-in', () => {
      const parsed = parse('checkout=2025-06-20&night=2');
      expect([parsed.checkin, parsed.checkout, parsed.night]).toEqual([undefined, undefined, undefined]);
    });

    it('cuts a stay longer than the offers search takes to its 20 nights', () => {
      expect(parse('checkin=2025-06-20&checkout=2027-06-20')).toMatchObject({ checkout: '2025-07-10', night: 20 });
      expect(parse('checkin=2025-06-20&night=25')).toMatchObject({ checkout: '2025-07-10', night: 20 });
      expect(parse('checkin=2025-06-20&checkout=2025-06-22')).toMatchObject({ checkout: '2025-06-22', night: 2 });
    });

    it('compares calendar days in local time', () => {
      // A Date whose local calendar day differs from its UTC one, as in a time zone far from UTC.
      const localDay = (iso: string, day: number) =>
        Object.assign(new Date(iso), { getFullYear: () => 2025, getMonth: () => 5, getDate: () => day });
      const east = localDay('2025-06-15T20:00:00Z', 16); // already the 16th locally (e.g. Auckland)
      const west = localDay('2025-06-16T03:00:00Z', 15); // still the 15th locally (e.g. Los Angeles)
      expect(parseSearchCriteria({ hash: 'checkin=2025-06-15', search: '' }, east).checkin).toBeUndefined();
      expect(parseSearchCriteria({ hash: 'checkin=2025-06-15', search: '' }, west).checkin).toBe('2025-06-15');
    });
  });

  it('reads flow, page and from from the query', () => {
    expect(parse('', 'flow=hotel&page=3&from=searchBar')).toMatchObject({ flow: 'hotel', page: 3, from: 'searchBar' });
    expect(parse('', 'flow=cruise&page=-1')).toMatchObject({ flow: 'booking', page: 0 });
    expect(parse('', 'page=1.5').page).toBe(0);
    expect(parse('', 'page=99999999999999999999').page).toBe(0);
    expect(parse('', 'from=').from).toBeUndefined();
    expect(parse('flow=gifting&page=4').flow).toBe('booking');
  });

  it('keeps only sorts the flow offers', () => {
    expect(parse('sort=priceAsc').sort).toBe('priceAsc');
    expect(parse('sort=cheapest').sort).toBeUndefined();
    expect(parse('sort=discount', 'flow=gifting').sort).toBeUndefined();
    expect(parse('sort=priceDesc', 'flow=gifting').sort).toBe('priceDesc');
    expect(parse('sort=distance').sort).toBeUndefined();
    expect(parse('sort=distance&lat=48.85&lng=2.35').sort).toBe('distance');
  });

  it('reads places and hotel ids as digit strings', () => {
    expect(parse('city=12&region=7&searesort=abc&poi=&hotel=Le%20Moulin&hotelId=55').places).toEqual({
      city: '12',
      region: '7',
    });
    expect(parse('hotel=Le%20Moulin&hotelId=55')).toMatchObject({ hotel: 'Le Moulin', hotelId: '55' });
    expect(parse('hotelId=5a').hotelId).toBeUndefined();
  });

  it('keeps coordinates in range and as a pair', () => {
    expect(parse('lat=-90&lng=180')).toMatchObject({ lat: -90, lng: 180 });
    expect(parse('lat=48.8566&lng=2.3522')).toMatchObject({ lat: 48.8566, lng: 2.3522 });
    expect(parse('lat=90.5&lng=2').lat).toBeUndefined();
    expect(parse('lat=45&lng=-181').lat).toBeUndefined();
    expect(parse('lat=45').lat).toBeUndefined();
    expect(parse('lat=Infinity&lng=1').lat).toBeUndefined();
  });

  it('keeps finite, non-negative, ordered distance and integer cents price bounds', () => {
    expect(parse('distanceMin=0&distanceMax=30.5')).toMatchObject({ distanceMin: 0, distanceMax: 30.5 });
    expect(parse('distanceMin=-1&distanceMax=1e400')).not.toHaveProperty('distanceMin');
    const reversed = parse('distanceMin=40&distanceMax=30&priceMin=9000&priceMax=5000');
    expect([reversed.distanceMin, reversed.distanceMax, reversed.priceMin, reversed.priceMax]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(parse('priceMin=1000&priceMax=24900')).toMatchObject({ priceMin: 1000, priceMax: 24900 });
    expect(parse('priceMin=10.5&priceMax=-2').priceMin).toBeUndefined();
  });

  it('reads the price bounds as the slider does: 9 € or less is no minimum, 250 € or more no maximum', () => {
    const open = parse('priceMin=900&priceMax=25000');
    expect(open).not.toHaveProperty('priceMin');
    expect(open).not.toHaveProperty('priceMax');
    expect(parse('priceMax=30000')).not.toHaveProperty('priceMax');
    expect(parse('priceMin=0&priceMax=24999')).toEqual(parse('priceMax=24999'));
    expect(parse('priceMin=1000&priceMax=20000')).toMatchObject({ priceMin: 1000, priceMax: 20000 });
  });

  it('keeps whole euros within the slider, so the slider shows the filter that is sent', () => {
    expect(parse('priceMin=1250&priceMax=4049')).toMatchObject({ priceMin: 1300, priceMax: 4000 });
    // A minimum beyond the slider's end is its end ("250 €+").
    expect(parse('priceMin=40000')).toMatchObject({ priceMin: 25000 });
    expect(parse('priceMin=40000')).not.toHaveProperty('priceMax');
  });

  it('brings a distance beyond the slider and a page beyond the search back within what the search takes', () => {
    expect(parse('distanceMax=5000')).toMatchObject({ distanceMax: 300 });
    expect(parse('distanceMin=400&distanceMax=500')).toMatchObject({ distanceMin: 300, distanceMax: 300 });
    expect(parseSearchCriteria({ hash: '', search: 'page=20000' }, NOW).page).toBe(10_000);
    expect(parseSearchCriteria({ hash: '', search: 'page=3' }, NOW).page).toBe(3);
  });

  it('reads gift settings, theme and score', () => {
    expect(parse('giftNights=2&giftFormat=physical&giftAdults=2&theme=39&hotelScore=8')).toMatchObject({
      giftNights: 2,
      giftFormat: 'physical',
      giftAdults: 2,
      theme: 39,
      hotelScore: 8,
    });
    const odd = parse('giftNights=0&giftFormat=paper&giftAdults=0&theme=-4&hotelScore=11');
    expect(odd).toMatchObject({ giftNights: 1 });
    expect([odd.giftFormat, odd.giftAdults, odd.theme, odd.hotelScore]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("reads the gift's people from giftAdult, still reads the older giftAdults, and writes giftAdult", () => {
    expect(parse('giftAdult=3').giftAdults).toBe(3);
    expect(parse('giftAdults=4').giftAdults).toBe(4);
    // Both present: the specified key wins; an unusable one leaves the older key in charge.
    expect(parse('giftAdults=4&giftAdult=3').giftAdults).toBe(3);
    expect(parse('giftAdult=0&giftAdults=4').giftAdults).toBe(4);
    const { hash } = serializeSearchCriteria(criteria({ flow: 'gifting', giftAdults: 2 }));
    expect(new URLSearchParams(hash).get('giftAdult')).toBe('2');
    expect(new URLSearchParams(hash).has('giftAdults')).toBe(false);
  });

  it('survives malformed percent-encoding', () => {
    expect(() => parse('%E0%A4%A&a=%zz&c=1%&city=%', 'flow=%%%&page=%FF')).not.toThrow();
    expect(parse('%E0%A4%A&a=%zz&c=1%&b=1').babies).toBe(1);
  });
});

describe('serializeSearchCriteria', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeSearchCriteria(defaultSearchCriteria())).toEqual({ hash: '', search: '' });
  });

  it('writes keys in a stable order, leaving defaults and empty values out', () => {
    const written = serializeSearchCriteria(
      criteria({
        tags: [4, 9],
        sort: 'priceAsc',
        places: { region: '7', city: '12' },
        adults: 3,
        children: 1,
        singleRoom: true,
        checkin: '2025-07-01',
        checkout: '2025-07-03',
        night: 2,
        stars: [],
        hotel: '',
        flow: 'hotel',
        page: 2,
        from: 'searchBar',
      }),
    );
    expect(written).toEqual({
      hash: 'checkin=2025-07-01&checkout=2025-07-03&night=2&a=3&c=1&s=true&city=12&region=7&sort=priceAsc&tags=4%2C9',
      search: 'flow=hotel&page=2&from=searchBar',
    });
  });

  it('writes pets as petsAllowed=true and the other facilities as a list', () => {
    expect(serializeSearchCriteria(criteria({ facilities: ['wifi', 'pets', 'spa'] })).hash).toBe(
      'facilities=wifi%2Cspa&petsAllowed=true',
    );
    expect(serializeSearchCriteria(criteria({ facilities: ['pets'] })).hash).toBe('petsAllowed=true');
  });

  it('writes only the price bounds that filter, in cents', () => {
    expect(serializeSearchCriteria(criteria({ priceMin: 900, priceMax: 25000 })).hash).toBe('');
    expect(serializeSearchCriteria(criteria({ priceMin: 500, priceMax: 15000 })).hash).toBe('priceMax=15000');
    expect(serializeSearchCriteria(criteria({ priceMin: 1000, priceMax: 30000 })).hash).toBe('priceMin=1000');
  });

  it('encodes reserved characters', () => {
    const { hash, search } = serializeSearchCriteria(criteria({ hotel: 'A&B=C #1 é', from: 'x?y' }));
    expect(hash).toBe('hotel=A%26B%3DC+%231+%C3%A9');
    expect(search).toBe('from=x%3Fy');
    expect(parse(hash, search)).toMatchObject({ hotel: 'A&B=C #1 é', from: 'x?y' });
  });
});

describe('sameSearch', () => {
  const stay = criteria({
    checkin: '2025-07-01',
    checkout: '2025-07-03',
    night: 2,
    places: { city: '12' },
    stars: [4, 5],
  });

  it('ignores page, from, list order and an explicit default sort', () => {
    expect(sameSearch(stay, { ...stay, page: 3, from: 'searchBar', stars: [5, 4], sort: 'priceQuality' })).toBe(true);
  });

  it('tells searches apart by any criterion', () => {
    expect(sameSearch(stay, { ...stay, adults: 3 })).toBe(false);
    expect(sameSearch(stay, { ...stay, flow: 'gifting' })).toBe(false);
    expect(sameSearch(stay, { ...stay, places: { city: '13' } })).toBe(false);
    expect(sameSearch(stay, { ...stay, sort: 'priceAsc' })).toBe(false);
  });

  it('is never the same when the checkout is not check-in plus nights', () => {
    const inconsistent = { ...stay, night: 3 };
    expect(sameSearch(inconsistent, inconsistent)).toBe(false);
    expect(sameSearch(stay, { ...stay, checkout: undefined })).toBe(false);
    expect(sameSearch(criteria(), criteria())).toBe(true);
  });
});

describe('changeFlow', () => {
  const full = criteria({
    flow: 'booking',
    page: 4,
    from: 'searchBar',
    checkin: '2025-07-01',
    checkout: '2025-07-03',
    night: 2,
    adults: 3,
    children: 1,
    singleRoom: true,
    theme: 26,
    places: { city: '12' },
    hotel: 'Le Moulin',
    hotelId: '55',
    lat: 48.8,
    lng: 2.3,
    distanceMin: 0,
    distanceMax: 30,
    sort: 'distance',
    stars: [4],
    hotelScore: 8,
    priceMin: 5000,
    facilities: ['pets'],
    tags: [3],
    giftFormat: 'digital',
  });
  const kept = {
    checkin: '2025-07-01',
    checkout: '2025-07-03',
    night: 2,
    places: { city: '12' },
    hotel: 'Le Moulin',
    hotelId: '55',
    lat: 48.8,
    lng: 2.3,
  };

  it('keeps location, dates and pax between booking, gifting and hotel, and resets the rest', () => {
    expect(changeFlow(full, 'hotel')).toEqual(
      criteria({ ...kept, flow: 'hotel', adults: 3, children: 1, singleRoom: true, sort: 'distance' }),
    );
  });

  it('keeps only the priceQuality or distance sort for gifting', () => {
    expect(changeFlow(full, 'gifting').sort).toBe('distance');
    expect(changeFlow({ ...full, sort: 'priceQuality' }, 'gifting').sort).toBe('priceQuality');
    expect(changeFlow({ ...full, sort: 'priceAsc' }, 'gifting').sort).toBeUndefined();
    expect(changeFlow({ ...full, sort: 'discount' }, 'gifting').sort).toBeUndefined();
  });

  it('keeps a sort in booking and hotel only when they offer it', () => {
    expect(changeFlow({ ...full, flow: 'gifting', sort: 'priceDesc' }, 'booking').sort).toBeUndefined();
    expect(changeFlow({ ...full, sort: 'discount' }, 'hotel').sort).toBeUndefined();
    expect(changeFlow({ ...full, flow: 'hotel', sort: 'popularity' }, 'booking').sort).toBe('popularity');
  });

  it('starts the activity flow empty, without sort', () => {
    expect(changeFlow(full, 'activity')).toEqual(defaultSearchCriteria('activity'));
  });

  it('keeps only location and dates when leaving the activity flow', () => {
    const activity = { ...full, flow: 'activity' as const, adults: 1, children: 0, singleRoom: false };
    expect(changeFlow(activity, 'booking')).toEqual(criteria({ ...kept, flow: 'booking' }));
  });

  it('only drops page and from when the flow does not change', () => {
    const { page, from, ...rest } = full;
    expect([page, from]).toEqual([4, 'searchBar']);
    expect(changeFlow(full, 'booking')).toEqual({ ...rest, page: 0 });
  });
});

describe('sortOptionsFor', () => {
  it.each([
    ['booking', false, ['priceQuality', 'discount', 'priceAsc', 'popularity']],
    ['booking', true, ['priceQuality', 'distance', 'discount', 'priceAsc', 'popularity']],
    ['hotel', false, ['priceQuality', 'priceAsc', 'popularity']],
    ['hotel', true, ['priceQuality', 'distance', 'priceAsc', 'popularity']],
    ['gifting', false, ['priceQuality', 'priceDesc', 'singleVoucherPriceAsc']],
    ['gifting', true, ['priceQuality', 'distance', 'priceDesc', 'singleVoucherPriceAsc']],
    ['activity', false, ['priceQuality']],
    ['activity', true, ['priceQuality', 'distance']],
  ] as const)('%s flow, coordinates %s', (flow, withCoordinates, options) => {
    expect(sortOptionsFor(flow, withCoordinates)).toEqual(options);
  });

  it('knows coordinates only when both lat and lng are numbers', () => {
    expect(hasCoordinates({ lat: 0, lng: 0 })).toBe(true);
    expect(hasCoordinates({ lat: 48.8 })).toBe(false);
    expect(hasCoordinates({ lat: Number.NaN, lng: 2 })).toBe(false);
  });
});

describe('setPax', () => {
  it('applies changes within the ranges', () => {
    expect(setPax(criteria(), { adults: PAX_LIMITS.adults.max, children: 10, babies: 0 })).toMatchObject({
      adults: 20,
      children: 10,
      babies: 0,
    });
    expect(setPax(criteria(), { adults: 1 }).adults).toBe(1);
  });

  it('ignores out-of-range or non-integer changes, applying the valid ones', () => {
    const base = criteria({ adults: 3, children: 2, babies: 1, singleRoom: true });
    expect(setPax(base, { adults: 0 })).toEqual(base);
    expect(setPax(base, { adults: 21, children: 11, babies: -1 })).toEqual(base);
    expect(setPax(base, { adults: 2.5, children: Number.NaN })).toEqual(base);
    expect(setPax(base, { adults: 25, babies: 0 })).toMatchObject({ adults: 3, children: 2, babies: 0 });
  });

  it('sets singleRoom when any child or baby is present', () => {
    expect(setPax(criteria(), { children: 1 }).singleRoom).toBe(true);
    expect(setPax(criteria(), { babies: 1 }).singleRoom).toBe(true);
    expect(setPax(criteria({ children: 1, singleRoom: true }), { children: 0 }).singleRoom).toBe(false);
  });

  it('takes 1 to 2 participants in the activity flow', () => {
    const activity = defaultSearchCriteria('activity');
    expect(ACTIVITY_PARTICIPANTS).toEqual({ min: 1, max: 2 });
    expect(setPax(activity, { adults: 1 }).adults).toBe(1);
    expect(setPax(activity, { adults: 3 }).adults).toBe(2);
  });
});

describe('price slider', () => {
  it('has the shop’s constants', () => {
    expect(PRICE_SLIDER).toEqual({ max: 250, noMinimumAtOrBelow: 9, defaultMax: 1000, activityMin: 1 });
  });

  it('converts euros and cents', () => {
    expect(eurosToCents(12.34)).toBe(1234);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(centsToEuros(1234)).toBe(12.34);
  });

  it.each([
    [0, 250, {}],
    [9, 249, { priceMax: 24900 }],
    [10, 300, { priceMin: 1000 }],
    [50, 120, { priceMin: 5000, priceMax: 12000 }],
    [120, 50, { priceMin: 5000, priceMax: 12000 }],
    [Number.NaN, Number.POSITIVE_INFINITY, {}],
  ])('slider %d–%d → %j', (min, max, filter) => {
    expect(sliderToPriceFilter(min, max)).toEqual(filter);
  });

  it('reads the slider position back from the criteria', () => {
    expect(priceFilterToSlider(criteria({ priceMin: 5000, priceMax: 12000 }))).toEqual({ min: 50, max: 120 });
    expect(priceFilterToSlider(criteria())).toEqual({ min: 0, max: 1000 });
    expect(priceFilterToSlider(criteria(), 400)).toEqual({ min: 0, max: 400 });
    expect(priceFilterToSlider(criteria(), Number.NaN)).toEqual({ min: 0, max: 1000 });
    expect(priceFilterToSlider(defaultSearchCriteria('activity'))).toEqual({ min: 1, max: 1000 });
  });

  it('keeps the first run of digits of typed input, capped at the maximum', () => {
    expect(parseSliderInput('120', 250)).toBe(120);
    expect(parseSliderInput('€ 80,50', 250)).toBe(80);
    expect(parseSliderInput('abc12def34', 250)).toBe(12);
    expect(parseSliderInput('999', 250)).toBe(250);
    expect(parseSliderInput('9'.repeat(400), 250)).toBe(250);
    expect(parseSliderInput('', 250)).toBeUndefined();
    expect(parseSliderInput('none', 250)).toBeUndefined();
  });
});

describe('filter changes', () => {
  const filtered = criteria({
    page: 3,
    sort: 'priceAsc',
    theme: 39,
    places: { city: '12' },
    hotelTypes: ['castle'],
    hotelEnvironments: ['sea'],
    hotelStyles: ['design'],
    stars: [4, 5],
    hotelScore: 8,
    priceMin: 5000,
    priceMax: 20000,
    facilities: ['spa', 'pets'],
    tags: [3],
    distanceMin: 0,
    distanceMax: 30,
  });

  it('clearFilters removes every filter and the page, keeping location, theme and sort', () => {
    expect(clearFilters(filtered)).toEqual(criteria({ sort: 'priceAsc', theme: 39, places: { city: '12' } }));
  });

  it('withSort replaces the sort and drops the page', () => {
    expect(withSort(filtered, 'popularity')).toMatchObject({ sort: 'popularity', page: 0 });
    expect(withSort(filtered, undefined)).not.toHaveProperty('sort');
  });

  it('withFilters replaces the given fields, drops the page and removes undefined ones', () => {
    const next = withFilters(filtered, { stars: [3], priceMin: undefined });
    expect(next).toMatchObject({ stars: [3], page: 0, priceMax: 20000 });
    expect(next).not.toHaveProperty('priceMin');
  });
});

describe('appliedFilterCount', () => {
  it('is 0 without filters', () => {
    expect(appliedFilterCount(criteria())).toBe(0);
  });

  it('counts activities, stars, facilities and amenities one by one', () => {
    expect(
      appliedFilterCount(
        criteria({
          tags: [1, 2],
          stars: [4, 5],
          facilities: ['spa', 'pets'],
          hotelTypes: ['castle'],
          hotelEnvironments: ['sea'],
          hotelStyles: ['design'],
        }),
      ),
    ).toBe(9);
  });

  it('counts a score, a budget and a distance once each', () => {
    expect(appliedFilterCount(criteria({ hotelScore: 8 }))).toBe(1);
    expect(appliedFilterCount(criteria({ priceMin: 1000, priceMax: 9000 }))).toBe(1);
    expect(appliedFilterCount(criteria({ distanceMin: 0, distanceMax: 30 }))).toBe(1);
    expect(appliedFilterCount(criteria({ hotelScore: 9, priceMax: 9000, distanceMax: 30, stars: [3] }))).toBe(4);
  });

  it('does not count a budget or distance equal to its defaults', () => {
    const defaults = { priceMin: 0, priceMax: 100000, distanceMin: 0, distanceMax: 30 };
    expect(
      appliedFilterCount(criteria({ priceMin: 0, priceMax: 100000, distanceMin: 0, distanceMax: 30 }), defaults),
    ).toBe(0);
    expect(appliedFilterCount(criteria({ priceMin: 0, priceMax: 20000, distanceMax: 60 }), defaults)).toBe(2);
  });

  it('does not count a price bound that filters nothing (9 € or less, 250 € or more)', () => {
    expect(appliedFilterCount(criteria({ priceMin: 900 }))).toBe(0);
    expect(appliedFilterCount(criteria({ priceMax: 25000 }))).toBe(0);
    expect(appliedFilterCount(criteria({ priceMin: 500, priceMax: 30000, stars: [4] }))).toBe(1);
    expect(appliedFilterCount(parse('priceMin=900&priceMax=25000'))).toBe(0);
    expect(appliedFilterCount(criteria({ priceMin: 1000, priceMax: 25000 }))).toBe(1);
  });
});

describe('buildOffersRequest', () => {
  const options = { locale: 'fr_FR' as const, limit: ITEMS_PER_PAGE };

  it('maps every criterion to the offers.json body', () => {
    const body = buildOffersRequest(
      criteria({
        page: 2,
        checkin: '2025-07-01',
        checkout: '2025-07-03',
        night: 2,
        adults: 2,
        children: 1,
        babies: 1,
        singleRoom: true,
        theme: 26,
        places: {
          city: '1',
          country: '2',
          department: '3',
          region: '4',
          poi: '5',
          skiresort: '6',
          searesort: '7',
          touristicregion: '8',
        },
        hotelId: '55',
        lat: 48.8,
        lng: 2.3,
        distanceMin: 0,
        distanceMax: 30,
        sort: 'discount',
        hotelTypes: ['castle'],
        hotelEnvironments: ['sea'],
        hotelStyles: ['design'],
        stars: [4, 5],
        hotelScore: 8,
        priceMin: 5000,
        priceMax: 20000,
        facilities: ['spa', 'pets'],
        tags: [3, 4],
      }),
      { ...options, excludedHotelIds: [9], performMapSearch: true },
    );
    expect(body).toEqual({
      filters: {
        property: {
          cityId: 1,
          countryId: 2,
          departmentId: 3,
          regionId: 4,
          poiId: 5,
          skiResortId: 6,
          seaResortId: 7,
          touristicId: 8,
          hotelId: 55,
          latitude: 48.8,
          longitude: 2.3,
          minDistance: 0,
          maxDistance: 30,
          facilities: ['spa'],
          petsAllowed: true,
          hotelEnvironments: ['sea'],
          hotelStyles: ['design'],
          hotelTypes: ['castle'],
          minHotelReviewScore: 8,
          stars: [4, 5],
          excludedHotelIds: [9],
        },
        offer: {
          date: { checkin: '2025-07-01', nights: 2 },
          categories: { themeIds: [26] },
          familyComposition: { adults: 2, children: 1, babies: 1, singleRoom: true },
          price: { min: 5000, max: 20000 },
          tags: [3, 4],
        },
      },
      sorting: { orderBy: 'discount' },
      pagination: { page: 2, limit: 18 },
      flow: 'booking',
      locale: 'fr_FR',
      searchProvider: 'catalog',
      performMapSearch: true,
      numberOfPackagesPerHotel: 1,
    });
  });

  it('sends the bare minimum for default criteria', () => {
    expect(buildOffersRequest(criteria(), options)).toEqual({
      filters: { property: {}, offer: { familyComposition: { adults: 2, children: 0, babies: 0, singleRoom: false } } },
      sorting: { orderBy: 'priceQuality' },
      pagination: { page: 0, limit: 18 },
      flow: 'booking',
      locale: 'fr_FR',
      searchProvider: 'catalog',
      numberOfPackagesPerHotel: 1,
    });
  });

  it('sends only the facilities without pets, and petsAllowed only for pets', () => {
    expect(buildOffersRequest(criteria({ facilities: ['pets'] }), options).filters.property).toEqual({
      petsAllowed: true,
    });
    expect(buildOffersRequest(criteria({ facilities: ['wifi'] }), options).filters.property).toEqual({
      facilities: ['wifi'],
    });
  });

  it('moves the price to the single voucher price and searches giftable offers in the gifting flow', () => {
    const body = buildOffersRequest(
      criteria({
        flow: 'gifting',
        priceMin: 5000,
        checkin: '2025-07-01',
        checkout: '2025-07-02',
        night: 1,
        giftAdults: 2,
        adults: 4,
      }),
      options,
    );
    expect(body.filters.gift).toEqual({ singleVoucher: { price: { min: 5000 } } });
    expect(body.filters.offer.price).toBeUndefined();
    expect(body.filters.offer.date).toBeUndefined();
    expect(body.filters.offer.familyComposition.adults).toBe(2);
    expect(body.performGiftableSearch).toBe(true);
    expect(body.flow).toBe('gifting');
  });

  it('sends no price bound that filters nothing, in either flow', () => {
    const open = { priceMin: 900, priceMax: 25000 };
    expect(buildOffersRequest(criteria(open), options).filters.offer).not.toHaveProperty('price');
    expect(buildOffersRequest(criteria({ ...open, flow: 'gifting' }), options).filters).not.toHaveProperty('gift');
    expect(buildOffersRequest(criteria({ priceMin: 500, priceMax: 12000 }), options).filters.offer.price).toEqual({
      max: 12000,
    });
    expect(
      buildOffersRequest(criteria({ flow: 'gifting', priceMin: 3000, priceMax: 30000 }), options).filters.gift,
    ).toEqual({ singleVoucher: { price: { min: 3000 } } });
  });

  it("asks gift stays' prices for the gift's nights, within the 1 to 3 a gift stay lasts", () => {
    const gift = (giftNights: number) =>
      buildOffersRequest(criteria({ flow: 'gifting', giftNights }), options).filters.gift?.nights;
    expect(gift(1)).toBeUndefined();
    expect(gift(2)).toBe(2);
    expect(gift(3)).toBe(3);
    expect(gift(7)).toBe(3);
    // Booking knows no gift nights.
    expect(buildOffersRequest(criteria({ flow: 'booking', giftNights: 2 }), options).filters.gift).toBeUndefined();
  });

  it('asks 20 packages per hotel for activities unless told otherwise', () => {
    expect(buildOffersRequest(defaultSearchCriteria('activity'), options).numberOfPackagesPerHotel).toBe(20);
    expect(
      buildOffersRequest(defaultSearchCriteria('activity'), { ...options, numberOfPackagesPerHotel: 3 })
        .numberOfPackagesPerHotel,
    ).toBe(3);
  });

  it('falls back to priceQuality for a sort the flow does not offer, and takes the page option', () => {
    const body = buildOffersRequest(criteria({ sort: 'distance', page: 5 }), { ...options, page: 0 });
    expect(body.sorting.orderBy).toBe('priceQuality');
    expect(body.pagination.page).toBe(0);
  });

  it('derives the nights from the checkout when night is missing', () => {
    expect(
      buildOffersRequest(criteria({ checkin: '2025-07-01', checkout: '2025-07-04' }), options).filters.offer.date,
    ).toEqual({
      checkin: '2025-07-01',
      nights: 3,
    });
  });

  it('skips place ids that are not numbers', () => {
    expect(buildOffersRequest(criteria({ places: { city: 'paris' }, hotelId: 'x' }), options).filters.property).toEqual(
      {},
    );
  });
});

describe('pagination', () => {
  it('uses 18 results per page, whole rows of the 3-column grid', () => {
    expect(ITEMS_PER_PAGE).toBe(18);
    expect(ITEMS_PER_PAGE % 3).toBe(0);
  });

  it('counts pages', () => {
    expect(pageCountOf(0)).toBe(0);
    expect(pageCountOf(18)).toBe(1);
    expect(pageCountOf(19)).toBe(2);
    expect(pageCountOf(100, 10)).toBe(10);
  });

  it.each([
    [0, 18, 57, { from: 1, to: 18, total: 57 }],
    [1, 18, 57, { from: 19, to: 36, total: 57 }],
    [3, 18, 57, { from: 55, to: 57, total: 57 }],
    [4, 18, 57, { from: 0, to: 0, total: 57 }],
    [0, 18, 0, { from: 0, to: 0, total: 0 }],
    [0, 18, 5, { from: 1, to: 5, total: 5 }],
    [-1, 18, 5, { from: 0, to: 0, total: 5 }],
  ])('page %d of size %d with %d results', (page, size, total, label) => {
    expect(paginationLabel(page, size, total)).toEqual(label);
  });

  it('links every page when there are fewer than 10', () => {
    expect(pageLinks(0, 0)).toEqual([]);
    expect(pageLinks(0, 1)).toEqual([0]);
    expect(pageLinks(4, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('windows the links from 10 pages on, with first, last and gaps', () => {
    expect(pageLinks(0, 10)).toEqual([0, 1, 2, 'gap', 9]);
    expect(pageLinks(3, 10)).toEqual([0, 1, 2, 3, 4, 5, 'gap', 9]);
    expect(pageLinks(4, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 'gap', 9]);
    expect(pageLinks(5, 10)).toEqual([0, 'gap', 3, 4, 5, 6, 7, 8, 9]);
    expect(pageLinks(10, 20)).toEqual([0, 'gap', 8, 9, 10, 11, 12, 'gap', 19]);
    expect(pageLinks(19, 20)).toEqual([0, 'gap', 17, 18, 19]);
    expect(pageLinks(16, 20)).toEqual([0, 'gap', 14, 15, 16, 17, 18, 19]);
    expect(pageLinks(99, 20)).toEqual([0, 'gap', 17, 18, 19]);
  });

  it('always links the current, first and last page, in order and without repeats', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let current = 0; current < count; current += 1) {
        const links = pageLinks(current, count);
        const pages = links.filter((link): link is number => link !== 'gap');
        expect(pages).toEqual(expect.arrayContaining([0, count - 1, current]));
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        links.forEach((link, index) => {
          if (link === 'gap') expect(links[index + 1]).not.toBe('gap');
        });
      }
    }
  });
});
