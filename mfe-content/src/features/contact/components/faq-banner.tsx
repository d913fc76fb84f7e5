import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import { faqHomeUrl } from '../utils/faq-links';
import styles from './contact.module.css';

/** Most answers are in the help centre: the banner leads there first. */
export function FaqBanner() {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const titleId = useId();
  return (
    <section className={styles.faqBanner} aria-labelledby={titleId}>
      <div className={styles.faqText}>
        <h2 id={titleId} className={styles.faqTitle}>
          {t('contact.faq.title')}
        </h2>
        <p>{t('contact.faq.text')}</p>
      </div>
      <a className={styles.faqLink} href={faqHomeUrl(locale)}>
        {t('contact.faq.link')}
      </a>
    </section>
  );
}
