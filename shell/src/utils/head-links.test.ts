import { headLinksFor, publicOrigin, type PageLocation } from './head-links';

const careHost: PageLocation = {
  protocol: 'http:',
  hostname: 'care.es.localhost',
  port: '3000',
  origin: 'http://care.es.localhost:3000',
};

describe('head links', () => {
  it('points the canonical of a customer-care page at the public host', () => {
    expect(publicOrigin('es_ES', careHost)).toBe('http://es.localhost:3000');
    const links = headLinksFor(
      { title: 'Búsqueda' },
      { locale: 'es_ES', pathname: '/busqueda', route: { kind: 'search' }, location: careHost, isServedIn: () => true },
    );
    expect(links.canonical).toBe('http://es.localhost:3000/busqueda');
    expect(links.alternates[0]).toEqual({ hreflang: 'fr-FR', href: 'http://fr.localhost:3000/recherche' });
  });

  it('gives the locale’s own host as canonical on the bare domain, agreeing with its alternate', () => {
    const links = headLinksFor(
      { title: 'Accueil' },
      {
        locale: 'fr_FR',
        pathname: '/',
        route: { kind: 'home' },
        location: { protocol: 'http:', hostname: 'localhost', port: '3000', origin: 'http://localhost:3000' },
        isServedIn: () => true,
      },
    );
    expect(links.canonical).toBe('http://fr.localhost:3000/');
    expect(links.alternates).toContainEqual({ hreflang: 'fr-FR', href: links.canonical });
  });

  it('takes the canonical path a page gives, without its query or hash', () => {
    const location: PageLocation = {
      protocol: 'http:',
      hostname: 'it.localhost',
      port: '',
      origin: 'http://it.localhost',
    };
    const links = headLinksFor(
      { title: 'Ricerca', canonicalPath: '/ricerca?page=2#city=1' },
      { locale: 'it_IT', pathname: '/ricerca', route: { kind: 'search' }, location, isServedIn: () => true },
    );
    expect(links.canonical).toBe('http://it.localhost/ricerca');
  });

  describe('the neighbours of a page in a paged list', () => {
    const location: PageLocation = {
      protocol: 'http:',
      hostname: 'care.it.localhost',
      port: '',
      origin: 'http://care.it.localhost',
    };
    const linksOf = (hints: { prevPath?: string; nextPath?: string; robots?: string }) =>
      headLinksFor(
        { title: 'Ricerca', ...hints },
        { locale: 'it_IT', pathname: '/ricerca', route: { kind: 'search' }, location, isServedIn: () => false },
      );

    it('gives the first page a next link only, on the public host, with its query', () => {
      expect(linksOf({ nextPath: '/ricerca?flow=booking&page=1' })).toEqual({
        canonical: 'http://it.localhost/ricerca',
        alternates: [],
        next: 'http://it.localhost/ricerca?flow=booking&page=1',
      });
    });

    it('gives a middle page both links, without a hash', () => {
      const links = linksOf({ prevPath: '/ricerca?flow=gifting', nextPath: '/ricerca?flow=gifting&page=2#city=1' });
      expect(links.prev).toBe('http://it.localhost/ricerca?flow=gifting');
      expect(links.next).toBe('http://it.localhost/ricerca?flow=gifting&page=2');
    });

    it('gives the last page a prev link only', () => {
      const links = linksOf({ prevPath: '/ricerca?flow=booking&page=1' });
      expect(links.prev).toBe('http://it.localhost/ricerca?flow=booking&page=1');
      expect(links).not.toHaveProperty('next');
    });

    it('gives none to a page not to be indexed, nor for an address off the site', () => {
      expect(linksOf({ robots: 'noindex', prevPath: '/ricerca', nextPath: '/ricerca?page=2' })).toEqual({
        alternates: [],
      });
      const offSite = linksOf({ prevPath: '//evil.example/ricerca', nextPath: 'https://evil.example/' });
      expect(offSite).not.toHaveProperty('prev');
      expect(offSite).not.toHaveProperty('next');
    });
  });

  it('gives no alternates when the page is served on this site only', () => {
    const location: PageLocation = { protocol: 'http:', hostname: 'localhost', port: '', origin: 'http://localhost' };
    const links = headLinksFor(
      { title: 'Coffrets' },
      { locale: 'fr_FR', pathname: '/coffrets', route: { kind: 'giftBoxes' }, location, isServedIn: () => false },
    );
    expect(links).toEqual({ canonical: 'http://fr.localhost/coffrets', alternates: [] });
  });
});
