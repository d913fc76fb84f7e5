import styles from './activity-sections.module.css';

/** A titled list of short texts; nothing when there is none. */
export function InfoList({ title, items, level = 3 }: { title: string; items: readonly string[]; level?: 3 | 4 }) {
  if (items.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.infoBlock}>
      <Heading className={styles.infoTitle}>{title}</Heading>
      <ul className={styles.infoList}>
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
