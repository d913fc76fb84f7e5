import styles from './escapade-logo.module.css';

interface EscapadeLogoProps {
  /** Larger mark and wordmark for the splash and crash pages. */
  size?: 'regular' | 'large';
}

/** The brand mark (a sun over hills) and the wordmark. Decorative: the link around it is labelled. */
export function EscapadeLogo({ size = 'regular' }: EscapadeLogoProps) {
  return (
    <span className={`${styles.logo} ${size === 'large' ? styles.large : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <circle cx="20.5" cy="11.5" r="4.5" fill="#e4572e" />
        <path d="M4 25.5 11.5 16l5 6 3.5-4 8 7.5Z" fill="#fff" />
      </svg>
      <span className={styles.wordmark} aria-hidden="true">
        Escapade
      </span>
    </span>
  );
}
