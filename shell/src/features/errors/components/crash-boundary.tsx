import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { EscapadeLogo } from '../../../components/escapade-logo';
import { applyPageMeta } from '../../../utils/apply-page-meta';
import { HolidayIllustration } from './holiday-illustration';
import styles from './message-page.module.css';

interface CrashPageProps {
  homeHref: string;
}

/** On a render crash: "It seems that the page went on holidays" and a way home. */
export function CrashPage({ homeHref }: CrashPageProps) {
  const { t } = useTranslation();
  // The bus listener died with the crashed tree: write the head directly.
  useEffect(() => applyPageMeta({ title: t('crash.title'), robots: 'noindex, follow' }), [t]);
  return (
    <div className={styles.crashFrame}>
      <header className={styles.crashHeader}>
        <a href={homeHref} aria-label={t('header.homeLink')}>
          <EscapadeLogo />
        </a>
      </header>
      <main className={styles.page}>
        <HolidayIllustration className={styles.illustration} />
        <h1 className={styles.title}>{t('crash.title')}</h1>
        {/* A full page load: after a crash, start over from a clean page. */}
        <a className={styles.homeButton} href={homeHref}>
          {t('crash.homeLink')}
        </a>
      </main>
    </div>
  );
}

interface CrashBoundaryProps {
  homeHref: string;
  reportError(error: unknown, source: string): void;
  children: ReactNode;
}

/** Around the whole frame: a render crash anywhere in the shell shows the crash page and is logged. */
export function CrashBoundary({ homeHref, reportError, children }: CrashBoundaryProps) {
  return (
    <ErrorBoundary onError={(error) => reportError(error, 'shell')} fallback={<CrashPage homeHref={homeHref} />}>
      {children}
    </ErrorBoundary>
  );
}
