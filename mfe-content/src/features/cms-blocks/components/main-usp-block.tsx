import { useId } from 'react';
import type { MainUspBlock } from './cms-block';
import { BlockHeading } from './block-heading';
import { UspIcon } from './usp-icon';
import styles from './main-usp-block.module.css';
import common from './cms-blocks.module.css';

/**
 * The reassurance row (unique selling points): an icon, a short title and a line of text each. The
 * CMS picks one of two looks: 'secondary' on a tinted panel, 'border' as outlined cards.
 */
export function MainUspBlockView({ block }: { block: MainUspBlock }) {
  const titleId = useId();
  const look = block.variant === 'border' ? styles.border : styles.secondary;
  return (
    <section className={`${common.block} ${look}`} aria-labelledby={titleId}>
      <BlockHeading id={titleId} title={block.title} />
      <ul className={styles.items}>
        {block.items.map((item) => (
          <li key={`${item.icon}-${item.title}`} className={styles.item}>
            <UspIcon name={item.icon} className={styles.icon} />
            <div>
              <h3 className={styles.itemTitle}>{item.title}</h3>
              <p className={styles.itemText}>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
