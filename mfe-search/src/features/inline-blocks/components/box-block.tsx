import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { RouteLink } from '../../../components/route-link';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { boxBlockSerpQuery } from '../api/get-box-block-serp';
import { useBlockContent } from '../state/use-block-content';
import styles from './inline-blocks.module.css';

/** Box block: gift boxes from the catalogue, with a link to every box. Nothing when it cannot load. */
export function BoxBlock() {
  const { t } = useTranslation('results');
  const api = useApiClient();
  const { apiBase, locale } = useRemoteProps();
  const content = useBlockContent(useQuery(boxBlockSerpQuery(api, { locale })), `box-block-serp/${locale}`);
  if (content.status === 'loading') return <div className={styles.placeholder} aria-hidden="true" />;
  if (content.status === 'failed' || content.content.boxes.length === 0) return null;
  const block = content.content;
  const titleId = `inline-${block.containerId}`;
  return (
    <aside
      id={block.containerId}
      className={`${styles.boxBlock} ${block.colorPalette.font === 'light' ? styles.lightText : ''}`}
      style={{ background: block.colorPalette.background }}
      aria-labelledby={titleId}
    >
      <div className={styles.boxBlockHeader}>
        <div>
          <h2 id={titleId} className={styles.bannerTitle}>
            {block.title}
          </h2>
          <p className={styles.bannerSubtitle}>{block.subtitle}</p>
        </div>
        <RouteLink className={styles.cta} to={block.cta.link} target={block.cta.newTab ? '_blank' : undefined}>
          {block.cta.label}
        </RouteLink>
      </div>
      <ul className={styles.boxes}>
        {block.boxes.map((box) => (
          <li key={box.code} className={styles.box}>
            <img
              className={styles.boxImage}
              src={`${apiBase}${box.imageUrl}`}
              alt=""
              loading="lazy"
              width={320}
              height={180}
            />
            <RouteLink className={styles.boxLink} to={box.link}>
              {box.title}
            </RouteLink>
            <p className={styles.boxMeta}>{t('blocks.box.nights', { count: box.nights, people: box.people })}</p>
            <p className={styles.boxPrice}>{formatEuros(box.price, locale)}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
