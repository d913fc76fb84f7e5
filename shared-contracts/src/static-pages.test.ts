import { LOCALES } from './locales';
import { STATIC_PAGE_KEYS, staticPageSlug, staticPageSlugIn } from './static-pages';

describe('static page slugs', () => {
  it('gives each page its slug in the other language', () => {
    expect(staticPageSlugIn('fr_BE', 'conditions-generales-de-vente', 'nl_BE')).toBe('algemene-verkoopvoorwaarden');
    expect(staticPageSlugIn('nl_BE', 'gegevensbescherming', 'fr_BE')).toBe('protection-des-donnees');
    expect(staticPageSlugIn('fr_BE', 'cookies', 'nl_BE')).toBe('cookies');
  });

  it('finds every page back from its slug in every locale', () => {
    for (const from of LOCALES) {
      for (const to of LOCALES) {
        for (const key of STATIC_PAGE_KEYS) {
          expect(staticPageSlugIn(from, staticPageSlug(from, key), to)).toBe(staticPageSlug(to, key));
        }
      }
    }
  });

  it('knows no slug of a page that is not one of the static pages', () => {
    expect(staticPageSlugIn('fr_BE', 'nulle-part', 'nl_BE')).toBeNull();
    expect(staticPageSlugIn('fr_BE', 'algemene-verkoopvoorwaarden', 'nl_BE')).toBeNull();
  });
});
