import {
  baseDomain,
  bcp47,
  isLocale,
  languageOf,
  localePathPrefix,
  POINTS_OF_SALE,
  pointOfSaleOf,
  resolveSite,
  siteOrigin,
} from './locales';

const pos = (id: string) => POINTS_OF_SALE.find((candidate) => candidate.id === id)!;

describe('resolveSite', () => {
  it.each([
    ['localhost', '/', 'fr_FR'],
    ['fr.localhost', '/', 'fr_FR'],
    ['es.localhost', '/ofertas', 'es_ES'],
    ['it.localhost', '/', 'it_IT'],
    ['nl.localhost', '/', 'nl_NL'],
    ['NL.LOCALHOST', '/', 'nl_NL'],
    ['care.es.localhost', '/', 'es_ES'],
    ['127.0.0.1', '/', 'fr_FR'],
    ['unknown.example', '/', 'fr_FR'],
  ])('%s%s is %s', (hostname, pathname, locale) => {
    expect(resolveSite(hostname, pathname)).toEqual({
      kind: 'locale',
      pointOfSale: pointOfSaleOf(locale as never),
      locale,
      pathPrefix: '',
    });
  });

  it('shows the splash page on be.localhost without a language', () => {
    expect(resolveSite('be.localhost', '/')).toEqual({ kind: 'splash', pointOfSale: pos('BE') });
    expect(resolveSite('be.localhost', '')).toEqual({ kind: 'splash', pointOfSale: pos('BE') });
    expect(resolveSite('be.localhost', '/de/weekend')).toEqual({ kind: 'splash', pointOfSale: pos('BE') });
    expect(resolveSite('be.localhost', '/french')).toEqual({ kind: 'splash', pointOfSale: pos('BE') });
  });

  it('reads the Belgian language from the first path segment', () => {
    expect(resolveSite('be.localhost', '/fr')).toEqual({
      kind: 'locale',
      pointOfSale: pos('BE'),
      locale: 'fr_BE',
      pathPrefix: '/fr',
    });
    expect(resolveSite('be.localhost', '/nl/zoeken')).toEqual({
      kind: 'locale',
      pointOfSale: pos('BE'),
      locale: 'nl_BE',
      pathPrefix: '/nl',
    });
    expect(resolveSite('care.be.localhost', '/fr/')).toMatchObject({ locale: 'fr_BE', pathPrefix: '/fr' });
  });

  it('ignores a language path on single-language sites', () => {
    expect(resolveSite('es.localhost', '/fr')).toMatchObject({ kind: 'locale', locale: 'es_ES', pathPrefix: '' });
  });
});

describe('baseDomain and siteOrigin', () => {
  it('strips the site labels off the host name', () => {
    expect(baseDomain('localhost')).toBe('localhost');
    expect(baseDomain('es.localhost')).toBe('localhost');
    expect(baseDomain('care.es.localhost')).toBe('localhost');
    expect(baseDomain('care.localhost')).toBe('localhost');
    expect(baseDomain('fr.shop.example')).toBe('shop.example');
    expect(baseDomain('fr')).toBe('fr');
  });

  it('puts the sites of a page opened on a loopback address on localhost', () => {
    expect(baseDomain('127.0.0.1')).toBe('localhost');
    expect(baseDomain('[::1]')).toBe('localhost');
    expect(siteOrigin(pos('ES'), { protocol: 'http:', hostname: '127.0.0.1', port: '3000' })).toBe(
      'http://es.localhost:3000',
    );
    expect(() => new URL(siteOrigin(pos('FR'), { protocol: 'http:', hostname: '[::1]', port: '' }))).not.toThrow();
  });

  it('builds a point of sale origin with the current protocol, base domain and port', () => {
    expect(siteOrigin(pos('ES'), { protocol: 'http:', hostname: 'localhost', port: '8080' })).toBe(
      'http://es.localhost:8080',
    );
    expect(siteOrigin(pos('BE'), { protocol: 'https:', hostname: 'care.es.localhost', port: '' })).toBe(
      'https://be.localhost',
    );
    expect(siteOrigin(pos('FR'), { protocol: 'http', hostname: 'it.localhost', port: '3000' })).toBe(
      'http://fr.localhost:3000',
    );
  });
});

describe('locale helpers', () => {
  it('knows the locales', () => {
    expect(isLocale('fr_BE')).toBe(true);
    expect(isLocale('de_DE')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('derives language, point of sale, BCP 47 tag and path prefix', () => {
    expect(languageOf('nl_BE')).toBe('nl');
    expect(pointOfSaleOf('nl_BE').id).toBe('BE');
    expect(bcp47('fr_BE')).toBe('fr-BE');
    expect(localePathPrefix('fr_BE')).toBe('/fr');
    expect(localePathPrefix('it_IT')).toBe('');
  });

  it('sells every locale on exactly one point of sale', () => {
    const sold = POINTS_OF_SALE.flatMap((candidate) => candidate.locales);
    expect(new Set(sold).size).toBe(sold.length);
    expect(sold).toHaveLength(6);
  });
});
