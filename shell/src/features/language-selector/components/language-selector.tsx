import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { bcp47, languageOf, pointOfSaleOf, type Locale } from '@escapade/shared-contracts/locales';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useCurrentRoute } from '../../../hooks/use-current-route';
import { hrefFor, type MatchedRoute } from '../../../utils/route-table';
import { rememberLanguage } from '../../../utils/last-language';
import styles from './language-selector.module.css';

/**
 * The page the router matched, in another locale of the point of sale, with its own path words
 * (/fr/recherche ↔ /nl/zoeken); the home page when no page matched.
 */
export function samePageIn(
  route: MatchedRoute | null,
  otherLocale: Locale,
  location: { search: string; hash: string },
): string {
  const query = Object.fromEntries(new URLSearchParams(location.search));
  return hrefFor(otherLocale, { ...(route ?? { kind: 'home' }), query, hash: location.hash });
}

/**
 * The header's language selector, shown only on points of sale with several languages (Belgium: Dutch and French).
 * Each language is a real link; the other locale boots a page of its own, so the browser loads it.
 */
export function LanguageSelector() {
  const { t } = useTranslation('header');
  const { locale } = useShellEnvironment();
  const location = useLocation();
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
                href={samePageIn(route, other, location)}
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
