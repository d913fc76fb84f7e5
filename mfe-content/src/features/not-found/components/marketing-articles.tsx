import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { useMarketingArticles } from '../state/use-marketing-articles';
import styles from './not-found.module.css';

/** Size asked of the image generator: a 3:2 picture, sharp on the widest phone card. */
const ARTICLE_PICTURE = { width: 720, height: 480 };

/**
 * The magazine's articles: picture, title and teaser, each card a link to its page of the shop.
 * Left out while they load (they sit below the first screen) and when they cannot be read.
 */
export function MarketingArticles() {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  const articles = useMarketingArticles();
  const headingId = useId();
  if (articles.length === 0) return null;

  return (
    <section className={styles.articlesSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('notFound.articlesTitle')}
      </h2>
      <ul className={styles.articles}>
        {articles.map((article) => (
          <li key={article.id} className={styles.articleItem}>
            <article className={styles.article}>
              <img
                className={styles.articlePicture}
                src={apiImageUrl(remoteProps.apiBase, article.imageUrl, ARTICLE_PICTURE)}
                width={ARTICLE_PICTURE.width}
                height={ARTICLE_PICTURE.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <div className={styles.articleText}>
                <h3 className={styles.articleTitle}>
                  <a className={styles.articleLink} {...shopLinkProps(remoteProps, article.target)}>
                    {article.title}
                  </a>
                </h3>
                <p className={styles.articleTeaser}>{article.text}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
