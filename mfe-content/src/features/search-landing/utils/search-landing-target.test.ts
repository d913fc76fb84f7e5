import type { Locale } from '@escapade/shared-contracts/locales';
import { searchLandingHash, searchLandingTarget } from './search-landing-target';

/** The path words of the two search landings on each locale's site (the shell's route table), with ids in its language. */
const LANDINGS: Readonly<
  Record<Locale, { city: string; cityId: string; theme: string; themeId: string; themeInRegionId: string }>
> = {
  fr_FR: {
    city: 'ville',
    cityId: 'paris-10001',
    theme: 'idee',
    themeId: 'week-end-romantique-23',
    themeInRegionId: 'romantique-bretagne-23-102',
  },
  fr_BE: {
    city: 'ville',
    cityId: 'bruxelles-10001',
    theme: 'idee',
    themeId: 'week-end-romantique-23',
    themeInRegionId: 'romantique-ardennes-23-102',
  },
  es_ES: {
    city: 'ciudad',
    cityId: 'san-sebastian-10001',
    theme: 'tema',
    themeId: 'escapada-romantica-23',
    themeInRegionId: 'romantica-andalucia-23-102',
  },
  it_IT: {
    city: 'citta',
    cityId: 'roma-10001',
    theme: 'tema',
    themeId: 'weekend-romantico-23',
    themeInRegionId: 'romantico-toscana-23-102',
  },
  nl_NL: {
    city: 'stad',
    cityId: 'amsterdam-10001',
    theme: 'thema',
    themeId: 'romantisch-weekend-23',
    themeInRegionId: 'romantisch-zeeland-23-102',
  },
  nl_BE: {
    city: 'stad',
    cityId: 'gent-10001',
    theme: 'thema',
    themeId: 'romantisch-weekend-23',
    themeInRegionId: 'romantisch-limburg-23-102',
  },
};

describe.each(Object.entries(LANDINGS))('search landings of %s', (_locale, landing) => {
  it(`/${landing.city}/${landing.cityId} leads to the city's search`, () => {
    expect(searchLandingHash('cityLanding', landing.cityId)).toBe('city=10001');
  });

  it(`/${landing.theme}/${landing.themeId} leads to the theme's search`, () => {
    expect(searchLandingHash('themeLanding', landing.themeId)).toBe('theme=23');
  });

  it(`/${landing.theme}/${landing.themeInRegionId} leads to the theme in the region`, () => {
    expect(searchLandingHash('themeLanding', landing.themeInRegionId)).toBe('theme=23&region=102');
  });

  it(`/${landing.city}/… and /${landing.theme}/… without digits for ids are 404s`, () => {
    expect(searchLandingHash('cityLanding', landing.cityId.replace('10001', 'centre'))).toBeNull();
    expect(searchLandingHash('themeLanding', landing.themeId.replace('23', 'xx'))).toBeNull();
  });
});

describe('searchLandingHash', () => {
  it('reads a city landing by its last id only', () => {
    // A city landing has no region: a second number belongs to its words.
    expect(searchLandingHash('cityLanding', 'paris-2-10001')).toBe('city=10001');
    expect(searchLandingHash('cityLanding', 'saint-jean-de-luz-20417')).toBe('city=20417');
  });

  it('reads a theme landing without a region when the number before the last is a word', () => {
    expect(searchLandingHash('themeLanding', 'romantique-23')).toBe('theme=23');
    expect(searchLandingHash('themeLanding', 'spa-2-jours-23')).toBe('theme=23');
  });

  it('answers null (a 404) for an id that does not read as words then ids', () => {
    for (const id of [
      'paris-abc',
      'paris',
      '10001',
      '23-102',
      '',
      'paris-',
      '-10001',
      'paris--10001',
      'paris-10001x',
    ]) {
      expect(searchLandingHash('cityLanding', id)).toBeNull();
    }
    for (const id of ['romantique', 'romantique-bretagne', 'romantique-23-x', '23-102', 'romantique-23-102-']) {
      expect(searchLandingHash('themeLanding', id)).toBeNull();
    }
  });
});

describe('searchLandingTarget', () => {
  it('leads to the booking search with the criteria in the hash', () => {
    expect(searchLandingTarget({ kind: 'themeLanding', id: 'romantique-bretagne-23-102' })).toEqual({
      kind: 'search',
      query: { flow: 'booking' },
      hash: 'theme=23&region=102',
    });
    expect(searchLandingTarget({ kind: 'cityLanding', id: 'paris-10001' })?.hash).toBe('city=10001');
  });

  it('has no target for a bad id, a missing id or another route', () => {
    expect(searchLandingTarget({ kind: 'cityLanding', id: 'paris-abc' })).toBeNull();
    expect(searchLandingTarget({ kind: 'cityLanding' })).toBeNull();
    expect(searchLandingTarget({ kind: 'landing', id: 'paris-10001' })).toBeNull();
  });
});
