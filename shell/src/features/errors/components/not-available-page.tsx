import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useAnnouncePageMeta } from '../../../hooks/use-page-meta-sync';
import { hrefFor } from '../../../utils/route-table';
import { HolidayIllustration } from './holiday-illustration';
import styles from './message-page.module.css';

/** A page whose remote (or feature toggle) is switched off on this site. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const { locale, bus } = useShellEnvironment();
  useAnnouncePageMeta(bus, t('notAvailable.title'), 'noindex, follow');

  return (
    <section className={styles.page} aria-labelledby="not-available-title">
      <HolidayIllustration className={styles.illustration} />
      <h1 id="not-available-title" className={styles.title}>
        {t('notAvailable.title')}
      </h1>
      <p className={styles.text}>{t('notAvailable.text')}</p>
      <Link className={styles.homeButton} to={hrefFor(locale, { kind: 'home' })}>
        {t('notAvailable.homeLink')}
      </Link>
    </section>
  );
}
