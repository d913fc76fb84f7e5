import type { ComponentProps, ReactNode } from 'react';
import type { Flow } from '@escapade/shared-contracts/routes';
import { SearchBox } from '../../search-box/components/search-box';
import styles from './results-banner.module.css';

export interface ResultsBannerProps {
  title: ReactNode;
  flow: Flow;
  /** The criteria hash the search box starts from. */
  hash: string;
  /** Above the title: where this search is. */
  breadcrumb?: ReactNode;
  /** Props of the element around the search box: where phones scroll to, and what the summary watches. */
  boxAnchor?: ComponentProps<'div'>;
}

/** Top of the results page: breadcrumb, title and the search box to refine the search. */
export function ResultsBanner({ title, flow, hash, breadcrumb, boxAnchor }: ResultsBannerProps) {
  return (
    <section className={styles.banner}>
      <div className={styles.inner}>
        {breadcrumb}
        <h1 className={styles.title}>{title}</h1>
        {/* A new hash is a new search: remount so the fields show it. */}
        <div {...boxAnchor}>
          <SearchBox key={`${flow}#${hash}`} flow={flow} initialHash={hash} variant="compact" />
        </div>
      </div>
    </section>
  );
}
