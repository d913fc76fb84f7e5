import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useAnnouncePageMeta } from '../../../hooks/use-page-meta-sync';
import { hrefFor } from '../../../utils/route-table';
import { HolidayIllustration } from './holiday-illustration';
import { useNotFoundReport } from '../state/not-found-report';
import styles from './message-page.module.css';

/**
 * The 404 page: a friendly message and a way home (expired-offer suggestions and a search box come
 * with the content pages).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { locale, bus, api } = useShellEnvironment();
  useAnnouncePageMeta(bus, t('notFound.title'), 'noindex, follow');
  useNotFoundReport(api, locale);

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <HolidayIllustration className={styles.illustration} />
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link className={styles.homeButton} to={hrefFor(locale, { kind: 'home' })}>
        {t('notFound.homeLink')}
      </Link>
    </section>
  );
}
