import { useId } from 'react';
import type { CmsBlock } from './cms-block';
import { labelOfItem, textOfItem } from '../utils/search-target-of-item';
import { BlockHeading } from './block-heading';
import styles from './cms-blocks.module.css';

/** The reassurance row (unique selling points): an icon, a short title and a line of text each. */
export function UspBlock({ block }: { block: CmsBlock }) {
  const titleId = useId();
  return (
    <section className={`${styles.block} ${styles.uspBlock}`} aria-labelledby={titleId}>
      <BlockHeading id={titleId} title={block.title} subtitle={block.subtitle} />
      <ul className={styles.usps}>
        {block.items.map((item, index) => (
          <li key={item.id ?? index} className={styles.usp}>
            <svg className={styles.uspIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
              <path
                d="M7 12.5l3.2 3.2L17 9"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <div>
              <h3 className={styles.uspTitle}>{labelOfItem(item)}</h3>
              {textOfItem(item) ? <p className={styles.uspText}>{textOfItem(item)}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
