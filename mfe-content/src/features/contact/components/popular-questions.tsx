import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import { POPULAR_QUESTIONS, faqArticleUrl } from '../utils/faq-links';
import styles from './contact.module.css';

/** The five questions asked most, each answered by an article of the help centre. */
export function PopularQuestions() {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('contact.questions.title')}
      </h2>
      <ul className={styles.questions}>
        {POPULAR_QUESTIONS.map((question) => (
          <li key={question}>
            <a className={styles.question} href={faqArticleUrl(locale, question)}>
              {t(`contact.questions.${question}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
