import { useTranslation } from 'react-i18next';
import type { Flow, RouteKind } from '@escapade/shared-contracts/routes';
import { pageCountOf, pageLinks, paginationLabel } from '@escapade/shared-contracts/search-criteria';
import { RouteLink } from '../../../components/route-link';
import { pageTarget } from '../utils/page-target';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** Current page, from 0. */
  page: number;
  pageSize: number;
  total: number;
  /** Page the links lead to (search or activitySearch). */
  kind: RouteKind;
  flow: Flow;
  /** Kept on every link: the criteria hash. */
  hash: string;
  /** Query parameters the caller wants kept besides flow. */
  keptQuery?: Readonly<Record<string, string>>;
}

/** "1 - 18 results of 240" and the page links (real links; page counts from 0 in the URL). */
export function Pagination({ page, pageSize, total, kind, flow, hash, keptQuery = {} }: PaginationProps) {
  const { t } = useTranslation('results');
  const pageCount = pageCountOf(total, pageSize);
  const label = paginationLabel(page, pageSize, total);
  const targetFor = (target: number) => pageTarget(target, { kind, flow, hash, keptQuery });

  return (
    <div className={styles.pagination}>
      {label.total > 0 ? <p className={styles.label}>{t('pagination.results', label)}</p> : null}
      {pageCount > 1 ? (
        <nav aria-label={t('pagination.navigation')} className={styles.nav}>
          <ul className={styles.list}>
            <li>
              {page > 0 ? (
                <RouteLink to={targetFor(page - 1)} rel="prev" className={`${styles.link} ${styles.step}`}>
                  <span aria-hidden="true">‹</span>
                  {t('pagination.previous')}
                </RouteLink>
              ) : (
                <span className={`${styles.link} ${styles.step} ${styles.disabled}`} aria-hidden="true">
                  <span>‹</span>
                  <span>{t('pagination.previous')}</span>
                </span>
              )}
            </li>
            {pageLinks(page, pageCount).map((link, index) =>
              link === 'gap' ? (
                <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={link}>
                  <RouteLink
                    to={targetFor(link)}
                    className={`${styles.link} ${link === page ? styles.current : ''}`}
                    aria-current={link === page ? 'page' : undefined}
                    aria-label={t('pagination.page', { page: link + 1 })}
                  >
                    {link + 1}
                  </RouteLink>
                </li>
              ),
            )}
            <li>
              {page < pageCount - 1 ? (
                <RouteLink to={targetFor(page + 1)} rel="next" className={`${styles.link} ${styles.step}`}>
                  {t('pagination.next')}
                  <span aria-hidden="true">›</span>
                </RouteLink>
              ) : (
                <span className={`${styles.link} ${styles.step} ${styles.disabled}`} aria-hidden="true">
                  <span>{t('pagination.next')}</span>
                  <span>›</span>
                </span>
              )}
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
