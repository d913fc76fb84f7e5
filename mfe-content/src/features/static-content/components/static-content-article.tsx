import { useEffect, useEffectEvent, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import type { StaticContent } from '../api/get-static-content';
import { sectionAnchors } from '../utils/section-anchors';
import styles from './static-content.module.css';

/**
 * A static page: its title and date, a table of contents (a sticky side column on desktop, above
 * the text on phones) and its sections, each an anchor the contents link to.
 */
export function StaticContentArticle({ content }: { content: StaticContent }) {
  const { t } = useTranslation();
  const { locale, route } = useRemoteProps();
  const anchors = useMemo(() => sectionAnchors(content.sections.map((section) => section.heading)), [content]);
  const updatedOn = DateTime.fromISO(content.updatedOn, { locale: bcp47(locale) }).toLocaleString(DateTime.DATE_FULL);

  // A link to a section of a page the browser draws itself: the section exists only now.
  const scrollToLinkedSection = useEffectEvent(() => {
    if (route.hash && anchors.includes(route.hash)) document.getElementById(route.hash)?.scrollIntoView();
  });
  useEffect(() => scrollToLinkedSection(), []);

  return (
    <article className={styles.page} aria-labelledby="static-content-title">
      <header className={styles.header}>
        <h1 id="static-content-title" className={styles.title}>
          {content.title}
        </h1>
        <p className={styles.updated}>
          <Trans
            t={t}
            i18nKey="staticPages.updatedOn"
            values={{ date: updatedOn }}
            components={{ date: <time dateTime={content.updatedOn} /> }}
          />
        </p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="static-content-toc">
          <p id="static-content-toc" className={styles.tocTitle}>
            {t('staticPages.contents')}
          </p>
          <ol className={styles.tocList}>
            {content.sections.map((section, index) => (
              <li key={anchors[index]}>
                <a className={styles.tocLink} href={`#${anchors[index]}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.text}>
          {content.sections.map((section, index) => (
            <section key={anchors[index]} className={styles.section} aria-labelledby={anchors[index]}>
              <h2 id={anchors[index]} className={styles.sectionHeading}>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph, paragraphIndex) => (
                <p key={paragraphIndex} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
