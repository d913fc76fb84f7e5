import { useId, type ReactNode } from 'react';
import styles from './account-forms.module.css';

/** The frame of the sign-in and sign-up pages: a card with the page's title, a word of welcome, the form and the way to the other page. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className={styles.authPage}>
      <section className={styles.authCard} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.authTitle}>
          {title}
        </h1>
        <p className={styles.authIntro}>{intro}</p>
        {children}
      </section>
      <p className={styles.authFooter}>{footer}</p>
    </div>
  );
}
