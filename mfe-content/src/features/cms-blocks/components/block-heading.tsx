import styles from './cms-blocks.module.css';

/** Title and optional subtitle of a block; `id` labels the block's section. */
export function BlockHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string | undefined }) {
  return (
    <header className={styles.heading}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
