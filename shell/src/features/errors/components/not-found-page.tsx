import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useAnnouncePageMeta } from '../../../hooks/use-page-meta-sync';
import { hrefFor } from '../../../utils/route-table';
import { HolidayIllustration } from './holiday-illustration';
import styles from './message-page.module.css';

/**
 * The shell's own 404 message and a way home, for when the content remote (whose 404 body also
 * suggests offers and a search) is off or cannot be had.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { locale, bus } = useShellEnvironment();
  useAnnouncePageMeta(bus, t('notFound.title'), 'noindex, follow');

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
