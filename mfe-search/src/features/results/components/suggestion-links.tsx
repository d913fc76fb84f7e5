import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { RouteLink } from '../../../components/route-link';
import { getSuggestionLinks, type SuggestionLinksResponse } from '../api/get-suggestion-links';
import { searchTargetFor, type SearchRouteKind } from '../../../utils/search-target';
import { cityCriteria, suggestionLinksQuery, themeCriteria, visibleThemes } from '../utils/suggestion-targets';
import styles from './suggestion-links.module.css';

/** Links to other searches under the results: nearby cities and themes. Nothing when the call fails. */
export function SuggestionLinks({ criteria, kind }: { criteria: SearchCriteria; kind: SearchRouteKind }) {
  const { t } = useTranslation('results');
  const { apiBase, locale, flags, reportError } = useRemoteProps();
  const [links, setLinks] = useState<SuggestionLinksResponse | null>(null);
  const key = useMemo(() => JSON.stringify(suggestionLinksQuery(criteria, locale)), [criteria, locale]);

  useEffect(() => {
    const controller = new AbortController();
    getSuggestionLinks({ apiBase, query: JSON.parse(key) as Record<string, string>, signal: controller.signal })
      .then((answer) => {
        if (!controller.signal.aborted) setLinks(answer);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLinks(null);
        reportError(error, 'mfe-search/suggestion-links');
      });
    return () => controller.abort();
  }, [apiBase, key, reportError]);

  const themes = visibleThemes(links?.themes ?? [], flags.reducedThematics);
  const cities = links?.cities ?? [];
  if (themes.length === 0 && cities.length === 0) return null;
  return (
    <section className={styles.suggestions} aria-labelledby="suggestion-links-title">
      <h2 id="suggestion-links-title" className={styles.title}>
        {t('suggestions.title')}
      </h2>
      <div className={styles.columns}>
        {cities.length > 0 ? (
          <nav aria-label={t('suggestions.cities')}>
            <h3 className={styles.subtitle}>{t('suggestions.cities')}</h3>
            <ul className={styles.list}>
              {cities.map((city) => (
                <li key={city.id}>
                  <RouteLink className={styles.link} to={searchTargetFor(kind, cityCriteria(criteria, city.id))}>
                    {t('suggestions.cityLink', { city: city.label })}
                  </RouteLink>
                  <span className={styles.count}>{t('suggestions.hotels', { count: city.offerCount })}</span>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {themes.length > 0 ? (
          <nav aria-label={t('suggestions.themes')}>
            <h3 className={styles.subtitle}>{t('suggestions.themes')}</h3>
            <ul className={styles.list}>
              {themes.map((theme) => (
                <li key={theme.id}>
                  <RouteLink className={styles.link} to={searchTargetFor(kind, themeCriteria(criteria, theme.id))}>
                    {theme.label}
                  </RouteLink>
                  <span className={styles.count}>{t('suggestions.hotels', { count: theme.offerCount })}</span>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
