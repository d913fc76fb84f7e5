import styles from './cms-page.module.css';

/** A page still on its way: a spinner and a short line, announced politely to screen readers. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-label={label}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.loadingText}>{label}</span>
    </div>
  );
}
