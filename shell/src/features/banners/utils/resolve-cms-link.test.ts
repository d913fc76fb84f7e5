import { resolveCmsLink } from './resolve-cms-link';

describe('resolveCmsLink', () => {
  it('turns search criteria into the search route of the site', () => {
    expect(resolveCmsLink('?flow=booking#theme=26', 'fr_FR')).toEqual({
      href: '/recherche?flow=booking#theme=26',
      internal: true,
    });
    expect(resolveCmsLink('#city=10001', 'es_ES')).toEqual({ href: '/busqueda#city=10001', internal: true });
    expect(resolveCmsLink('?flow=gifting', 'nl_BE')).toEqual({ href: '/nl/zoeken?flow=gifting', internal: true });
  });

  it('keeps site paths and web addresses', () => {
    expect(resolveCmsLink('/idees/spa', 'fr_FR')).toEqual({ href: '/idees/spa', internal: true });
    expect(resolveCmsLink('https://faq.escapade.example/fr', 'fr_FR')).toEqual({
      href: 'https://faq.escapade.example/fr',
      internal: false,
    });
  });

  it.each(['', '   ', null, undefined, 'javascript:alert(1)', 'data:text/html,hi', '//evil.example/x'])(
    'refuses %p',
    (url) => {
      expect(resolveCmsLink(url, 'fr_FR')).toBeNull();
    },
  );
});
