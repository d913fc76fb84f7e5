import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';
import { FAQ_SITE_URLS } from '../utils/footer-links';
import { SUPPORT_HOURS, formatHour } from '../utils/support-hours';
import styles from './footer.module.css';

interface ContactBlockProps {
  locale: Locale;
  headingId: string;
  /** Null when the contact page is not available on this site. */
  contactHref: string | null;
}

/** Help hours (Mon–Fri 10–19, Sat 10–18), the FAQ and the contact page. */
export function ContactBlock({ locale, headingId, contactHref }: ContactBlockProps) {
  const { t } = useTranslation('marketing');
  const tag = bcp47(locale);
  const hours = (slot: keyof typeof SUPPORT_HOURS) => ({
    from: formatHour(SUPPORT_HOURS[slot].from, tag),
    to: formatHour(SUPPORT_HOURS[slot].to, tag),
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('footer.contact.heading')}
      </h2>
      <p className={styles.panelText}>{t('footer.contact.intro')}</p>
      <ul className={styles.hours}>
        <li>{t('footer.contact.weekdays', hours('weekdays'))}</li>
        <li>{t('footer.contact.saturday', hours('saturday'))}</li>
      </ul>
      <div className={styles.panelActions}>
        <a className={styles.primaryAction} href={FAQ_SITE_URLS[locale]}>
          {t('footer.contact.faq')}
        </a>
        {contactHref ? (
          <Link className={styles.secondaryAction} to={contactHref}>
            {t('footer.contact.write')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
