import { useId } from 'react';
import type { Minisite } from '../api/get-minisite';
import { MinisiteHero } from './minisite-hero';
import { MinisiteLegal } from './minisite-legal';
import { MinisiteOffers } from './minisite-offers';
import styles from './minisite.module.css';

/** A partner's page: its banner and words, the offers of its selection, then its offer terms. */
export function MinisiteContent({ minisite }: { minisite: Minisite }) {
  const titleId = useId();
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <MinisiteHero minisite={minisite} titleId={titleId} />
      <div className={styles.body}>
        <MinisiteOffers minisite={minisite} />
        {minisite.footer ? <MinisiteLegal text={minisite.footer} /> : null}
      </div>
    </article>
  );
}
