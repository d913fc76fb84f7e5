import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { bcp47, languageOf, pointOfSaleOf, type Locale } from '@escapade/shared-contracts/locales';
import { useShellEnvironment } from '../../../context/shell-environment';
import { hrefFor, matchRoute } from '../../../utils/route-table';
import { rememberLanguage } from '../utils/last-language-cookie';
import styles from './language-selector.module.css';

/** The same page in another locale of the point of sale, with its own path words (/fr/recherche ↔ /nl/zoeken). */
export function samePageIn(
  currentLocale: Locale,
  otherLocale: Locale,
  location: { pathname: string; search: string; hash: string },
): string {
  const route = matchRoute(currentLocale, location.pathname) ?? { kind: 'home' as const };
  const query = Object.fromEntries(new URLSearchParams(location.search));
  return hrefFor(otherLocale, { ...route, query, hash: location.hash });
}

/**
 * Spec shell §1: shown only on points of sale with several languages (Belgium: Dutch and French).
 * Each language is a real link; the other locale boots a page of its own, so the browser loads it.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { locale } = useShellEnvironment();
  const location = useLocation();
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
                href={samePageIn(locale, other, location)}
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
