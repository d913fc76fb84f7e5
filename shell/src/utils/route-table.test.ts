import { LOCALES, resolveSite, type Locale } from '@escapade/shared-contracts/locales';
import { NOT_FOUND_KIND, ROUTE_KINDS, type RouteKind } from '@escapade/shared-contracts/routes';
import { hrefFor, matchRoute, routePatterns } from './route-table';

const KINDS_WITH_ID: ReadonlySet<RouteKind> = new Set([
  'stay',
  'hotel',
  'activityOnly',
  'giftSetup',
  'giftBox',
  'giftBoxProduct',
  'bookingSummary',
  'activityBooking',
  'giftCheckout',
  'confirmation',
  'staticPage',
  'landing',
  'minisite',
  'campaign',
  'cityLanding',
  'themeLanding',
]);

const ADDRESSED_KINDS = ROUTE_KINDS.filter((kind) => kind !== NOT_FOUND_KIND);

const EXPECTED_PATHS: Record<Locale, Partial<Record<RouteKind, string>>> = {
  fr_FR: {
    home: '/',
    search: '/recherche',
    activitySearch: '/activites',
    stay: '/sejour/42',
    activityOnly: '/activite/42',
    giftSetup: '/cadeau/42',
    giftBoxes: '/coffrets',
    giftBox: '/box/42',
    giftBoxProduct: '/cadeau/p/p/42',
    bookingSummary: '/reservation/42',
    activityBooking: '/reservation-activite/42',
    giftCheckout: '/commande-cadeau/42',
    confirmation: '/confirmation/42',
    signIn: '/account/signin',
    accountTrips: '/account/trips',
    staticPage: '/page/42',
    landing: '/idees/42',
    ideas: '/idees',
    minisite: '/partenaire/42',
  },
  es_ES: {
    home: '/',
    search: '/busqueda',
    activitySearch: '/actividades',
    stay: '/estancia/42',
    activityOnly: '/actividad/42',
    giftSetup: '/regalo/42',
    giftBoxes: '/cofres',
    bookingSummary: '/reserva/42',
    staticPage: '/pagina/42',
    landing: '/ideas/42',
    ideas: '/ideas',
    minisite: '/socio/42',
  },
  it_IT: {
    search: '/ricerca',
    activitySearch: '/attivita',
    stay: '/soggiorno/42',
    activityOnly: '/esperienza/42',
    giftSetup: '/regalo/42',
    giftBoxes: '/cofanetti',
    bookingSummary: '/prenotazione/42',
    landing: '/idee/42',
    ideas: '/idee',
    minisite: '/partner/42',
  },
  nl_NL: {
    search: '/zoeken',
    activitySearch: '/activiteiten',
    stay: '/verblijf/42',
    activityOnly: '/activiteit/42',
    giftSetup: '/cadeau/42',
    giftBoxes: '/geschenkboxen',
    bookingSummary: '/boeking/42',
    landing: '/ideeen/42',
    ideas: '/ideeen',
    minisite: '/partner/42',
  },
  fr_BE: {
    home: '/fr/',
    search: '/fr/recherche',
    hotel: '/fr/hotel/42',
    giftCardCustomization: '/fr/giftcard/customization',
    contact: '/fr/contact',
    confirmation: '/fr/confirmation/42',
  },
  nl_BE: {
    home: '/nl/',
    search: '/nl/zoeken',
    stay: '/nl/verblijf/42',
    giftCardCustomization: '/nl/giftcard/customization',
    contact: '/nl/contact',
  },
};

describe('route table', () => {
  describe.each(LOCALES)('%s', (locale) => {
    it.each(ADDRESSED_KINDS)('%s: hrefFor and matchRoute agree both ways', (kind) => {
      const id = KINDS_WITH_ID.has(kind) ? '42' : undefined;
      const href = hrefFor(locale, { kind, id });
      const expected = EXPECTED_PATHS[locale][kind];
      if (expected) expect(href).toBe(expected);
      expect(matchRoute(locale, href)).toEqual(id ? { kind, id } : { kind });
    });

    it('has no two kinds on the same path pattern', () => {
      const patterns = routePatterns(locale).map(({ pattern }) => pattern);
      expect(new Set(patterns).size).toBe(patterns.length);
    });

    it('matches nothing for unknown paths', () => {
      expect(matchRoute(locale, '/nowhere/at/all')).toBeNull();
      expect(matchRoute(locale, '/sejour')).toBeNull();
    });
  });

  it('links the not-found page, which has no address, to the home page', () => {
    expect(hrefFor('nl_BE', { kind: NOT_FOUND_KIND })).toBe('/nl/');
  });

  // The words a search landing starts with, per site: a city, then a theme (in a region).
  it.each([
    ['fr_FR', '/ville/paris-10001', '/idee/romantique-bretagne-23-102'],
    ['fr_BE', '/fr/ville/bruxelles-10050', '/fr/idee/romantique-23'],
    ['es_ES', '/ciudad/madrid-10100', '/tema/romantica-23'],
    ['nl_BE', '/nl/stad/brugge-10060', '/nl/thema/romantisch-23'],
    ['nl_NL', '/stad/amsterdam-10200', '/thema/romantisch-23'],
    ['it_IT', '/citta/roma-10300', '/tema/romantico-23'],
  ] as const)('reads the search landing keys of %s', (locale, cityPath, themePath) => {
    expect(matchRoute(locale, cityPath)?.kind).toBe('cityLanding');
    expect(matchRoute(locale, themePath)?.kind).toBe('themeLanding');
  });

  it('adds query and hash, keeping the flow', () => {
    expect(hrefFor('fr_FR', { kind: 'search', query: { flow: 'gifting', page: '2' }, hash: 'city=12&a=2' })).toBe(
      '/recherche?flow=gifting&page=2#city=12&a=2',
    );
    expect(hrefFor('nl_BE', { kind: 'home', query: { flow: 'gifting' } })).toBe('/nl/?flow=gifting');
    expect(hrefFor('es_ES', { kind: 'search', hash: '#a=3' })).toBe('/busqueda#a=3');
  });

  it('links a gift box by its readable name and code, and matches any name', () => {
    const href = hrefFor('es_ES', { kind: 'giftBoxProduct', id: 'WELLNESS-EBOX', slug: 'caja-bienestar' });
    expect(href).toBe('/regalo/p/caja-bienestar/WELLNESS-EBOX');
    expect(matchRoute('es_ES', href)).toEqual({ kind: 'giftBoxProduct', id: 'WELLNESS-EBOX' });
    expect(matchRoute('es_ES', '/regalo/p/otro-nombre/WELLNESS-EBOX')).toEqual({
      kind: 'giftBoxProduct',
      id: 'WELLNESS-EBOX',
    });
    expect(hrefFor('fr_FR', { kind: 'giftBox', id: 'WELLNESS-EBOX' })).toBe('/box/WELLNESS-EBOX');
  });

  it('encodes and decodes ids', () => {
    const href = hrefFor('fr_FR', { kind: 'minisite', id: 'le journal/été' });
    expect(href).toBe('/partenaire/le%20journal%2F%C3%A9t%C3%A9');
    expect(matchRoute('fr_FR', href)).toEqual({ kind: 'minisite', id: 'le journal/été' });
  });

  it('accepts a trailing slash and the bare language prefix', () => {
    expect(matchRoute('fr_FR', '/recherche/')).toEqual({ kind: 'search' });
    expect(matchRoute('fr_BE', '/fr')).toEqual({ kind: 'home' });
    expect(matchRoute('nl_BE', '/nl/')).toEqual({ kind: 'home' });
  });

  it('links a kind that needs an id but got none to the home page', () => {
    expect(hrefFor('it_IT', { kind: 'stay' })).toBe('/');
  });

  it('does not match a Belgian path without its language prefix, nor with the other language', () => {
    expect(matchRoute('fr_BE', '/recherche')).toBeNull();
    expect(matchRoute('fr_BE', '/nl/zoeken')).toBeNull();
    expect(matchRoute('nl_BE', '/fr/recherche')).toBeNull();
  });

  describe('Belgian site: resolve the locale, then link inside it', () => {
    it.each([
      ['/fr/recherche', 'fr_BE', { kind: 'search' }, '/fr/sejour/7'],
      ['/nl/zoeken', 'nl_BE', { kind: 'search' }, '/nl/verblijf/7'],
      ['/fr/', 'fr_BE', { kind: 'home' }, '/fr/sejour/7'],
    ] as const)('%s', (pathname, locale, route, stayHref) => {
      const site = resolveSite('be.localhost', pathname);
      expect(site).toMatchObject({ kind: 'locale', locale });
      if (site.kind !== 'locale') return;
      expect(matchRoute(site.locale, pathname)).toEqual(route);
      expect(hrefFor(site.locale, { kind: 'stay', id: '7' })).toBe(stayHref);
    });

    it('shows the splash page without a language prefix', () => {
      expect(resolveSite('be.localhost', '/').kind).toBe('splash');
    });

    it('serves the other sites without a prefix', () => {
      const site = resolveSite('es.localhost', '/busqueda');
      expect(site).toMatchObject({ kind: 'locale', locale: 'es_ES', pathPrefix: '' });
      expect(hrefFor('es_ES', { kind: 'home' })).toBe('/');
    });
  });
});
