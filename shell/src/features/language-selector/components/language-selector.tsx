import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { bcp47, languageOf, pointOfSaleOf, type Locale } from '@escapade/shared-contracts/locales';
import { useShellEnvironment } from '../../../context/shell-environment';
import { staticPageSlugIn } from '@escapade/shared-contracts/static-pages';
import { useCurrentRoute } from '../../../hooks/use-current-route';
import { useIsHydrated } from '../../../hooks/use-is-hydrated';
import { hrefFor, type MatchedRoute } from '../../../utils/route-table';
import { rememberLanguage } from '../../../utils/last-language';
import styles from './language-selector.module.css';

/**
 * The route in the other locale: a static page under its own slug in that language (its id is a
 * word of the page's language); the home page for a static page of no known slug, as for no page.
 */
function routeIn(route: MatchedRoute | null, locale: Locale, otherLocale: Locale): MatchedRoute {
  if (!route) return { kind: 'home' };
  if (route.kind !== 'staticPage' || !route.id) return route;
  const slug = staticPageSlugIn(locale, route.id, otherLocale);
  return slug ? { ...route, id: slug } : { kind: 'home' };
}

/**
 * The page the router matched in `locale`, in another locale of the point of sale, with its own path words
 * (/fr/recherche ↔ /nl/zoeken, /fr/page/cookies ↔ /nl/pagina/cookies) and the same query and
 * hash (the search criteria and dates); the home page when no page matched.
 */
export function samePageIn(
  route: MatchedRoute | null,
  locale: Locale,
  otherLocale: Locale,
  location: { search: string; hash: string },
): string {
  const query = Object.fromEntries(new URLSearchParams(location.search));
  return hrefFor(otherLocale, { ...routeIn(route, locale, otherLocale), query, hash: location.hash });
}

/**
 * The header's language selector, shown only on points of sale with several languages (Belgium: Dutch and French).
 * Each language is a real link; the other locale boots a page of its own, so the browser loads it.
 */
export function LanguageSelector() {
  const { t } = useTranslation('header');
  const { locale } = useShellEnvironment();
  const { search, hash } = useLocation();
  // The server never sees the hash, and React keeps the server's href when it takes the page over:
  // the hash (search criteria, dates) joins the links once the page is the browser's.
  const location = { search, hash: useIsHydrated() ? hash : '' };
  const route = useCurrentRoute();
  const { locales } = pointOfSaleOf(locale);
  if (locales.length < 2) return null;

  return (
    <nav className={styles.selector} aria-label={t('languageSelector.label')}>
      <ul className={styles.list}>
        {locales.map((other) => {
          const language = languageOf(other);
          const current = other === locale;
          return (
            <li key={other} className={current ? styles.currentItem : undefined}>
              <a
                className={styles.language}
                href={samePageIn(route, locale, other, location)}
                hrefLang={bcp47(other)}
                lang={bcp47(other)}
                aria-current={current ? 'true' : undefined}
                aria-label={t(`languageSelector.names.${language}`)}
                onClick={(event) => {
                  // The current language is already shown: nothing to load.
                  if (current) event.preventDefault();
                  else rememberLanguage(language);
                }}
              >
                {language.toUpperCase()}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
