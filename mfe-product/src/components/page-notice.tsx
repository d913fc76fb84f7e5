import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import styles from './page-notice.module.css';

interface PageNoticeProps {
  title: string;
  message?: string;
  /** The one way on: a NoticeLink or a NoticeButton. */
  children: ReactNode;
  /** A failure the visitor must hear at once (announced as an alert). */
  isAlert?: boolean;
}

/**
 * A centred message in place of a product page (an expired offer, an unknown hotel or box, a page
 * that could not load), with its title as the page's heading and one way on.
 */
export function PageNotice({ title, message, children, isAlert }: PageNoticeProps) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId} role={isAlert ? 'alert' : undefined}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {message ? <p className={styles.text}>{message}</p> : null}
      {children}
    </section>
  );
}

/** The notice's way on as a link (built with shopLinkProps). */
export function NoticeLink({ children, ...props }: ComponentProps<'a'>) {
  return (
    <a {...props} className={styles.action}>
      {children}
    </a>
  );
}

/** The notice's way on as a button (try again). */
export function NoticeButton({ onPress, children }: { onPress(): void; children: ReactNode }) {
  return (
    <Button className={styles.action} onPress={onPress}>
      {children}
    </Button>
  );
}
