import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { IdeasRegion } from '../api/get-cms-ideas';
import styles from './ideas.module.css';

/** The regions, each a link titled "Idea weekend {region}"; nothing when the CMS lists none. */
export function IdeasRegions({ regions }: { regions: IdeasRegion[] }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const titleId = useId();
  if (regions.length === 0) return null;
  return (
    <section className={styles.regions} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('ideas.regionsTitle')}
      </h2>
      <ul className={styles.regionList}>
        {regions.map((region) => (
          <li key={region.id}>
            <a className={styles.regionLink} {...shopLinkProps(props, region.target)}>
              {t('ideas.region', { region: region.label })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
