import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';
import { EscapadeLogo } from '../../../components/escapade-logo';
import { applyPageMeta } from '../../../utils/apply-page-meta';
import { readLastLanguage, rememberLanguage } from '../../../utils/last-language';
import styles from './belgian-splash-page.module.css';

/** Dutch first: the larger share of Belgian visitors — unless the visitor chose French last time. */
const CHOICES: readonly { locale: Locale; language: 'nl' | 'fr'; href: string }[] = [
  { locale: 'nl_BE', language: 'nl', href: '/nl/' },
  { locale: 'fr_BE', language: 'fr', href: '/fr/' },
];

/**
 * be.localhost/ : the Belgian site speaks two languages, so the visitor picks one. Every text is
 * shown in both. The links load the page anew, since the language decides the whole shell. The
 * language of the `lastLanguage` cookie comes first, marked as the last choice; both stay offered.
 * Choosing one writes that cookie.
 */
export function BelgianSplashPage() {
  const { i18n } = useTranslation();
  const idPrefix = useId();
  const lastLanguage = useMemo(() => readLastLanguage(), []);
  const texts = useMemo(() => {
    const ordered = [...CHOICES].sort(
      (a, b) => Number(b.language === lastLanguage) - Number(a.language === lastLanguage),
    );
    return ordered.map((choice) => ({
      ...choice,
      isLast: choice.language === lastLanguage,
      t: i18n.getFixedT(choice.language),
    }));
  }, [i18n, lastLanguage]);

  useEffect(() => {
    applyPageMeta({ title: texts.map(({ t }) => t('splash.welcome')).join(' · ') });
  }, [texts]);

  return (
    <main className={styles.splash}>
      <div className={styles.logo}>
        <EscapadeLogo size="large" />
      </div>
      <h1 className={styles.title}>
        {texts.map(({ locale, t }) => (
          <span key={locale} lang={bcp47(locale)} className={styles.titleLine}>
            {t('splash.welcome')}
          </span>
        ))}
      </h1>
      <nav className={styles.choices} aria-label={texts.map(({ t }) => t('splash.languageChoice')).join(' / ')}>
        {texts.map(({ locale, language, href, isLast, t }) => (
          <a
            key={locale}
            className={styles.choice}
            href={href}
            // The choice is remembered, as the header's language selector does: the next visit offers it first.
            onClick={() => rememberLanguage(language)}
            lang={bcp47(locale)}
            hrefLang={bcp47(locale)}
            aria-labelledby={`${idPrefix}-${locale}-name`}
            aria-describedby={
              isLast ? `${idPrefix}-${locale}-last ${idPrefix}-${locale}-intro` : `${idPrefix}-${locale}-intro`
            }
          >
            {isLast ? (
              <span id={`${idPrefix}-${locale}-last`} className={styles.lastChoice}>
                {t('splash.lastChoice')}
              </span>
            ) : null}
            <span id={`${idPrefix}-${locale}-name`} className={styles.choiceName}>
              {t('splash.languageName')}
            </span>
            <span id={`${idPrefix}-${locale}-intro`} className={styles.choiceText}>
              {t('splash.intro')}
            </span>
          </a>
        ))}
      </nav>
    </main>
  );
}
