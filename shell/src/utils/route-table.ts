/**
 * The shop's URL scheme: one table of localised path words per language. The shell alone knows it;
 * remotes ask for hrefs with `hrefFor` and read their route from props.
 */
import { languageOf, localePathPrefix, type Language, type Locale } from '@escapade/shared-contracts/locales';
import {
  NOT_FOUND_KIND,
  ROUTE_KINDS,
  type AddressedRouteKind,
  type RouteTarget,
} from '@escapade/shared-contracts/routes';

/** Path pattern per route kind and language; `:id` stands for the one path parameter. */
export const ROUTE_PATTERNS: Readonly<Record<AddressedRouteKind, Readonly<Record<Language, string>>>> = {
  home: { fr: '/', es: '/', it: '/', nl: '/' },
  search: { fr: '/recherche', es: '/busqueda', it: '/ricerca', nl: '/zoeken' },
  activitySearch: { fr: '/activites', es: '/actividades', it: '/attivita', nl: '/activiteiten' },
  stay: { fr: '/sejour/:id', es: '/estancia/:id', it: '/soggiorno/:id', nl: '/verblijf/:id' },
  hotel: { fr: '/hotel/:id', es: '/hotel/:id', it: '/hotel/:id', nl: '/hotel/:id' },
  // Italian uses "esperienza" so it never reads like the activity search (/attivita).
  activityOnly: { fr: '/activite/:id', es: '/actividad/:id', it: '/esperienza/:id', nl: '/activiteit/:id' },
  giftSetup: { fr: '/cadeau/:id', es: '/regalo/:id', it: '/regalo/:id', nl: '/cadeau/:id' },
  giftBoxes: { fr: '/coffrets', es: '/cofres', it: '/cofanetti', nl: '/geschenkboxen' },
  // A gift box's page: the shop's own path (only with the boxes toggle on, see route-availability) and
  // the catalogue's readable one under the gift route, /p/{slug}/{code}.
  giftBox: { fr: '/box/:id', es: '/box/:id', it: '/box/:id', nl: '/box/:id' },
  giftBoxProduct: {
    fr: '/cadeau/p/:slug/:id',
    es: '/regalo/p/:slug/:id',
    it: '/regalo/p/:slug/:id',
    nl: '/cadeau/p/:slug/:id',
  },
  giftCardCustomization: {
    fr: '/giftcard/customization',
    es: '/giftcard/customization',
    it: '/giftcard/customization',
    nl: '/giftcard/customization',
  },
  // Whoever received a gift enters its code here, then finds what it can book: one path everywhere.
  beneficiaryLogin: {
    fr: '/beneficiary/login',
    es: '/beneficiary/login',
    it: '/beneficiary/login',
    nl: '/beneficiary/login',
  },
  beneficiaryOffers: {
    fr: '/beneficiary/offers',
    es: '/beneficiary/offers',
    it: '/beneficiary/offers',
    nl: '/beneficiary/offers',
  },
  // "I have received a box": each point of sale's own words for the same code entry.
  boxLogin: {
    fr: '/activer-mon-coffret',
    es: '/activar-mi-caja',
    it: '/attiva-il-tuo-cofanetto',
    nl: '/box-activeren',
  },
  bookingSummary: { fr: '/reservation/:id', es: '/reserva/:id', it: '/prenotazione/:id', nl: '/boeking/:id' },
  // An activity bought alone, and a gift (a box, or a stay given as a gift), enter checkout on their own paths.
  activityBooking: {
    fr: '/reservation-activite/:id',
    es: '/reserva-actividad/:id',
    it: '/prenotazione-esperienza/:id',
    nl: '/boeking-activiteit/:id',
  },
  giftCheckout: {
    fr: '/commande-cadeau/:id',
    es: '/pedido-regalo/:id',
    it: '/ordine-regalo/:id',
    nl: '/bestelling-cadeau/:id',
  },
  confirmation: { fr: '/confirmation/:id', es: '/confirmation/:id', it: '/confirmation/:id', nl: '/confirmation/:id' },
  // The customer area keeps one path in every language (the account menu links to them as they are).
  signIn: { fr: '/account/signin', es: '/account/signin', it: '/account/signin', nl: '/account/signin' },
  signUp: { fr: '/account/signup', es: '/account/signup', it: '/account/signup', nl: '/account/signup' },
  accountProfile: {
    fr: '/account/settings/profile',
    es: '/account/settings/profile',
    it: '/account/settings/profile',
    nl: '/account/settings/profile',
  },
  accountTrips: { fr: '/account/trips', es: '/account/trips', it: '/account/trips', nl: '/account/trips' },
  accountWishlist: {
    fr: '/account/wishlist',
    es: '/account/wishlist',
    it: '/account/wishlist',
    nl: '/account/wishlist',
  },
  contact: { fr: '/contact', es: '/contact', it: '/contact', nl: '/contact' },
  staticPage: { fr: '/page/:id', es: '/pagina/:id', it: '/pagina/:id', nl: '/pagina/:id' },
  landing: { fr: '/idees/:id', es: '/ideas/:id', it: '/idee/:id', nl: '/ideeen/:id' },
  ideas: { fr: '/idees', es: '/ideas', it: '/idee', nl: '/ideeen' },
  minisite: { fr: '/partenaire/:id', es: '/socio/:id', it: '/partner/:id', nl: '/partner/:id' },
  // Seasonal campaigns keep the campaign's own id (black-friday, spring, valentines, xmas).
  campaign: { fr: '/operation/:id', es: '/campana/:id', it: '/campagna/:id', nl: '/actie/:id' },
  // Search landings: a readable destination or theme word, then its ids (/ville/paris-10001).
  cityLanding: { fr: '/ville/:id', es: '/ciudad/:id', it: '/citta/:id', nl: '/stad/:id' },
  themeLanding: { fr: '/idee/:id', es: '/tema/:id', it: '/tema/:id', nl: '/thema/:id' },
  // "Check my booking": a booking number and an email find an order.
  bookingLookup: {
    fr: '/ma-reservation',
    es: '/mi-reserva',
    it: '/la-mia-prenotazione',
    nl: '/mijn-boeking',
  },
};

const ID_PARAMETER = ':id';
/** Readable words in a path (a box's name): any segment matches, links use the target's slug. */
const SLUG_PARAMETER = ':slug';
/** The slug of a link that gives none. */
const DEFAULT_SLUG = 'p';

export interface MatchedRoute {
  kind: AddressedRouteKind;
  id?: string;
}

/** The full path pattern of a kind on a locale's site, with its language prefix (/fr, /nl on Belgian sites). */
export function routePattern(locale: Locale, kind: AddressedRouteKind): string {
  const prefix = localePathPrefix(locale);
  const pattern = ROUTE_PATTERNS[kind][languageOf(locale)];
  if (pattern === '/') return prefix ? `${prefix}/` : '/';
  return `${prefix}${pattern}`;
}

/** Every kind with its full pattern for a locale, in table order. */
export function routePatterns(locale: Locale): { kind: AddressedRouteKind; pattern: string }[] {
  return ROUTE_KINDS.filter((kind): kind is AddressedRouteKind => kind !== NOT_FOUND_KIND).map((kind) => ({
    kind,
    pattern: routePattern(locale, kind),
  }));
}

/** Path, `?query` and `#hash` of a target. A `flow` in the query is kept like any other key. */
export function hrefFor(locale: Locale, target: RouteTarget): string {
  // The not-found page has no address: a link to it is a link home.
  const pattern = routePattern(locale, target.kind === NOT_FOUND_KIND ? 'home' : target.kind);
  let path = pattern;
  if (pattern.includes(ID_PARAMETER)) {
    // A kind that takes an id but got none cannot be linked precisely: the site's home is the honest fallback.
    path = target.id ? pattern.replace(ID_PARAMETER, encodeURIComponent(target.id)) : routePattern(locale, 'home');
  }
  path = path.replace(SLUG_PARAMETER, encodeURIComponent(target.slug || DEFAULT_SLUG));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(target.query ?? {})) query.append(key, value);
  const search = query.toString();
  const hash = (target.hash ?? '').replace(/^#/, '');
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The kind (and id) a pathname shows on a locale's site, or null when it is no page of the shop.
 * In the browser the router matches the page (see route-table-routes.ts); this serves paths it has
 * not matched: the edge's answers and the canonical paths pages give.
 */
export function matchRoute(locale: Locale, pathname: string): MatchedRoute | null {
  const pathSegments = segmentsOf(pathname);
  for (const { kind, pattern } of routePatterns(locale)) {
    const patternSegments = segmentsOf(pattern);
    if (patternSegments.length !== pathSegments.length) continue;
    let id: string | undefined;
    const matches = patternSegments.every((patternSegment, index) => {
      const pathSegment = pathSegments[index]!;
      if (patternSegment === SLUG_PARAMETER) return safeDecode(pathSegment) !== null;
      if (patternSegment === ID_PARAMETER) {
        const decoded = safeDecode(pathSegment);
        if (decoded === null || decoded === '') return false;
        id = decoded;
        return true;
      }
      return patternSegment === pathSegment;
    });
    if (matches) return id === undefined ? { kind } : { kind, id };
  }
  return null;
}
