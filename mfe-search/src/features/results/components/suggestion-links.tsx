import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import { RouteLink } from '../../../components/route-link';
import { suggestionLinksQuery } from '../api/get-suggestion-links';
import { searchTargetFor, type SearchRouteKind } from '../../../utils/search-target';
import { cityCriteria, suggestionLinksParams, themeCriteria, visibleThemes } from '../utils/suggestion-targets';
import { usePlaceInSentence } from '../../../hooks/use-place-in-sentence';
import styles from './suggestion-links.module.css';

/** Links to other searches under the results: nearby cities and themes. Nothing when the call fails. */
export function SuggestionLinks({ criteria, kind }: { criteria: SearchCriteria; kind: SearchRouteKind }) {
  const { t } = useTranslation('results');
  const api = useApiClient();
  const { locale, flags, reportError } = useRemoteProps();
  const inSentence = usePlaceInSentence();
  const request = useMemo(() => suggestionLinksParams(criteria, locale), [criteria, locale]);
  // The links of the previous search stay until those of the new one come.
  const { data: links, error } = useQuery({ ...suggestionLinksQuery(api, request), placeholderData: keepPreviousData });
  useOnNewValue(error, (failure) => reportError(failure, 'mfe-search/suggestion-links'));

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
                    {t('suggestions.cityLink', { where: inSentence({ kind: 'city', label: city.label }) })}
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
