import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useShellEnvironment } from '../../app/shell-environment';
import { countrySiteLinks } from './country-sites';
import styles from './footer.module.css';

/** Spec §9: footer rating line "4.5/5 from 4146 reviews". */
export const FOOTER_RATING = { score: 4.5, scale: 5, reviewCount: 4146 } as const;

/** The frame's bottom: country sites, rating, copyright. Newsletter, help and legal blocks come later. */
export function Footer() {
  const { t } = useTranslation();
  const { locale } = useShellEnvironment();
  const tag = bcp47(locale);
  const numbers = new Intl.NumberFormat(tag);
  const year = new Date().getFullYear();
  const headingId = useId();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.sites} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {t('footer.countrySites')}
          </h2>
          <ul className={styles.siteList}>
            {countrySiteLinks(window.location).map((site) => (
              <li key={site.locale}>
                <a
                  className={styles.siteLink}
                  href={site.href}
                  lang={bcp47(site.locale)}
                  hrefLang={bcp47(site.locale)}
                  aria-current={site.locale === locale ? 'true' : undefined}
                >
                  {site.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.bottom}>
          <p className={styles.rating}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="m12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8Z" fill="currentColor" />
            </svg>
            {t('footer.rating', {
              score: numbers.format(FOOTER_RATING.score),
              scale: numbers.format(FOOTER_RATING.scale),
              count: numbers.format(FOOTER_RATING.reviewCount),
            })}
          </p>
          <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
